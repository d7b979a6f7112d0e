// Dream imagery that music can echo, in the five languages dreams are written
// in, one space-separated list per language. A word ending in * is a stem and
// matches every word that begins with it; any other word must match whole.
// Stems are used only where they cannot catch a common unrelated word: French
// "dans" (in) is not a dance, Ukrainian "хвилина" (minute) is not a wave, German
// "Monde" is not the French "monde", German "war" (was) is not a war. Accents
// and case do not matter (see themes.ts).

import type { Locale } from "@/lib/domain/locales";

export const THEME_WORDS = {
  sea: {
    en: "sea seas seaside* ocean* wave waves shore* beach* tide* coast*",
    uk: "море моря морю морем морі морів морях морями морськ* океан* хвиля хвилі хвилю хвилею хвиль хвилями пляж* узбережж*",
    fr: "mer mers océan* vague vagues plage* marée* littoral* rivage*",
    de: "meer meere meeres* ozean* welle wellen strand* küste* brandung*",
    es: "mar mares océano* ola olas playa* marea* costa costas orilla*",
  },
  river: {
    en: "river* stream streams lake* pond ponds water* fountain* brook* creek*",
    uk: "річк* ріка ріки ріку ріці рікою вода води воду воді водою водоспад* озер* ставок ставк* струмок струмк* фонтан*",
    fr: "rivière* fleuve* eau eaux lac lacs étang* ruisseau* fontaine* cascade*",
    de: "fluss flüsse* flusses wasser* teich* brunnen* bächlein*",
    es: "río ríos agua aguas lago* estanque* arroyo* fuente* cascada*",
  },
  rain: {
    en: "rain* drizzl* umbrella* puddle*",
    uk: "дощ дощу дощем дощі дощів дощов* дощик* злив* мряк* парасол* калюж*",
    fr: "pluie* pleut pleuvait pleuvoir averse* parapluie* flaque*",
    de: "regen* regnet* niesel* pfütze*",
    es: "lluvia* llov* llueve paraguas charco*",
  },
  storm: {
    en: "storm* thunder* lightning* hurricane* tornado* tempest*",
    uk: "гроз* грім грому громов* блискав* буря бурі бурю бурею шторм* ураган* смерч*",
    fr: "orage* tempête* tonnerre* éclair éclairs ouragan* foudre*",
    de: "sturm* stürm* gewitter* donner donnern donnerte gedonner blitz* orkan* unwetter*",
    es: "tormenta* tempestad* trueno* relámpago* rayo rayos huracán*",
  },
  wind: {
    en: "wind winds windy breeze* gust* gale*",
    uk: "вітер вітру вітром вітри вітрі вітрів вітрян* бриз* повітр*",
    fr: "vent vents venteu* brise brises rafale*",
    de: "wind winde windes windig* brise böe böen",
    es: "viento* brisa* ráfaga* vendaval*",
  },
  sky: {
    en: "sky skies star stars starry starlight* cloud* heaven heavens",
    uk: "небо неба небі небом небес* зірк* зоря зорі зоряне зорян* хмар*",
    fr: "ciel cieux étoile* nuage* firmament*",
    de: "himmel* stern sterne sternen* wolke* firmament*",
    es: "cielo* estrella* nube* firmamento*",
  },
  moon: {
    en: "moon* lunar*",
    uk: "місяць місяцем півмісяць місячн*",
    fr: "lune lunaire*",
    de: "mond mondes mondlicht* mondschein* vollmond* halbmond* mondnacht*",
    es: "luna lunas lunar* plenilunio*",
  },
  night: {
    en: "night* midnight* dark darkness* dusk* evening*",
    uk: "ніч ночі ніччю вночі уночі нічн* опівноч* темряв* темно темн* вечір вечор*",
    fr: "nuit* minuit* obscur* ténèbre* crépuscule* soir soirs soirée*",
    de: "nacht* nächte* nächtlich* mitternacht* dunkel* finsternis* abend*",
    es: "noche* nocturn* medianoche* oscur* tinieblas anochecer* atardecer*",
  },
  dawn: {
    en: "dawn* morning* sunrise* daybreak*",
    uk: "світан* ранок ранку вранці зранку ранков* досвіт*",
    fr: "aube aubes aurore* matin*",
    de: "morgen* dämmerung* sonnenaufgang* frühmorgens tagesanbruch*",
    es: "amanecer* amaneci* alba aurora* madrugada* mañana*",
  },
  sun: {
    en: "sun suns sunny sunshine* sunlight* sunset* summer*",
    uk: "сонц* сонечк* сонячн* літо влітку літн* спека спеки спеку спекою спекотн*",
    fr: "soleil* ensoleill* estival* canicule*",
    de: "sonne sonnen* sonnig* sommer*",
    es: "sol soles soleado* verano* veraniego*",
  },
  spring: {
    en: "spring springtime* blossom* bloom* bud buds",
    uk: "весна весни весну весною навесні весня* весінн* цвітін* бруньк*",
    fr: "printemps* printani* floraison* bourgeon*",
    de: "frühling* frühjahr* blüte* blüh* knospe*",
    es: "primavera* primaveral* florec* capullo*",
  },
  autumn: {
    en: "autumn* harvest* foliage*",
    uk: "осінь осені восени осінн* листопад* листя жовтен*",
    fr: "automne* automnal* feuilles récolte* vendange*",
    de: "herbst* laub* ernte*",
    es: "otoño* otoñal* hojas cosecha*",
  },
  winter: {
    en: "winter* snow* frost* ice icy frozen freez* blizzard*",
    uk: "зима зими зиму зимою взимку зимов* зимн* сніг* снігу сніж* мороз* лід льод* криг* завірюх* хуртовин*",
    fr: "hiver* neige* glace* glacé* gel gelé* givre* flocon*",
    de: "winter* schnee* eis eisig* frost* gefror* flocke*",
    es: "invierno* nieve* nevar* nevad* nevaba hielo* helad* escarcha* copo copos",
  },
  forest: {
    en: "forest* wood woods woodland* tree trees jungle*",
    uk: "ліс лісу лісі лісом ліси лісів лісах лісов* пуща пущі пущею дерев* гай гаю хащі хащах хащами",
    fr: "forêt* bois arbre* jungle* sylve*",
    de: "wald* wälder* baum baums bäume* forst* dschungel*",
    es: "bosque* selva* árbol* arboleda*",
  },
  garden: {
    en: "garden* flower* roses meadow* tulip* lilies",
    uk: "сад саду саді садом садок садк* квітк* квіти квітів квітами квітах квітуч* троянд* луг лугу лузі галяв*",
    fr: "jardin* fleur* roses prairie* tulipe*",
    de: "garten* gärten* blume* rosen wiese* tulpe*",
    es: "jardín* jardines flor flores florid* rosas prado* tulipán*",
  },
  mountain: {
    en: "mountain* peak peaks cliff* hill hills summit* valley*",
    uk: "гора гори гору горі горою горах гір гірськ* вершин* скеля скелі скелю скелею скель скелях пагорб* долин* карпат*",
    fr: "montagne* mont monts sommet* falaise* colline* vallée*",
    de: "berg berge berges bergen gebirge* gipfel* hügel* felsen* täler*",
    es: "montaña* monte montes cumbre* cima colina* acantilado* valle valles",
  },
  birds: {
    en: "bird* swan* nightingale* lark larks crow crows raven* owl owls eagle* dove doves cuckoo* swallow* feather*",
    uk: "птах* пташ* птиц* лебід* лебед* соловей солов'* жайвор* ворон* сова сови орел орла орли орлів голуб голуби голубка голубів зозул* ластів* пір'я",
    fr: "oiseau* cygne* rossignol* alouette* corbeau* hibou* chouette* aigle* colombe* coucou* hirondelle* plume*",
    de: "vogel* vögel* schwan* schwän* nachtigall* lerche* rabe raben* eule* adler* taube* kuckuck* schwalbe* feder federn",
    es: "pájaro* ave aves cisne* ruiseñor* alondra* cuervo* búho* lechuza* águila* paloma* cuco golondrina* pluma*",
  },
  flying: {
    en: "fly flies flying flew flown flight* float* soar* wing wings levitat* airplane* plane planes",
    uk: "літав* літаю літати літаєш летів* летіл* лечу летіти летим* політ польот* крил* ширя* літак*",
    fr: "voler volais volait volé vol vols envol* planer planais flott* aile ailes avion*",
    de: "flieg* flog geflogen flug flüge* flügel* flugzeug* schweb*",
    es: "volar volaba* volando vuelo* volé flotar* flotaba* levit* avión*",
  },
  fire: {
    en: "fire* flame* burn* candle* blaze* bonfire*",
    uk: "вогонь вогню вогнем вогні вогнищ* полум'* свічк* свічі пожеж* багатт*",
    fr: "feu feux flamme* brûl* bougie* incendi* bûcher*",
    de: "feuer* flamme* brenn* kerze* lagerfeuer*",
    es: "fuego* hoguera* incendi* arder* ardía* quema* llamarada*",
  },
  dance: {
    en: "danc* waltz* ballet* ball balls ballroom* party parties",
    uk: "танц* танок танку вальс* балет* бал балу вечірк*",
    fr: "danse* dansai* dansait* dansant* danser* dansé* valse* ballet* bal bals fête*",
    de: "tanz* tänz* walzer* ballett* ball feier* party",
    es: "baile* bailar* bailaba* bailé bailando danza* vals ballet* fiesta*",
  },
  love: {
    en: "love* loved lover* kiss* heart* romanc* romantic* wedding* marry married bride* darling*",
    uk: "кохан* кохаю любов* люблю любить любив* поцілу* серц* весілл* наречен*",
    fr: "amour* amoureu* aime aimais aimait aimer baiser* bisou* cœur* coeur* mariage* mariée*",
    de: "liebe lieben liebte liebten geliebt* verliebt* liebling* liebhaber* kuss küss* herz* hochzeit* braut*",
    es: "amor* enamor* beso* besar* corazón* boda* novia* novio*",
  },
  death: {
    en: "death* dead died dying funeral* graveyard* cemetery* coffin* mourn* grief* griev* tears farewell* goodbye*",
    uk: "смерт* помер* помира* мертв* похорон* могил* кладовищ* цвинтар* труна труну труні горе сльоз* плакав плакала плакали плачу плач прощав* прощанн* втрат*",
    fr: "mort morte morts mortes mourir mourait mourant* meurt funéra* tombe tombes tombeau* cimetière* cercueil* deuil* larme* pleur* adieu*",
    de: "tod todes* tote toten* sterb* starb gestorben begräbnis* beerdig* friedhof* sarg särge* trauer* träne* weinen weinte* abschied*",
    es: "muerte* muerto* muerta* morir* murió funeral* entierro* tumba* cementerio* ataúd* luto duelo* lágrima* llora* lloré adiós despedid*",
  },
  fear: {
    en: "fear* afraid scared scary terrif* terror* panic* chase* chasing escap* trapped falling lost nightmare*",
    uk: "страх* страш* жах жаху жахи жахлив* жахітт* налякан* паніка панік* погоня погоні переслід* тікав* тікала тікати втік* втіка* падаю падав* падати впав впала загуби* заблука*",
    fr: "peur* effray* terreur* terrifi* panique* poursui* fuir fuyais fuyait fuite* échapp* piégé* tombais tombait tomber chute* perdu* cauchemar*",
    de: "angst* ängst* furcht* fürcht* panik* verfolg* flieh* flucht* floh gejagt fallen stürz* verloren* verirrt* albtraum* alptraum* albträum*",
    es: "miedo* pánico* asust* terror* persegu* persigu* huir huía* huyendo escap* caer caía* cayendo perdid* pesadilla*",
  },
  ghost: {
    en: "ghost* spirit* haunt* shadow* phantom* monster* demon demons demonic devil* skeleton* zombie* vampire*",
    uk: "привид* дух духа духи духів тінь тіні тінню тіней монстр* чудовиськ* демон демона демони демонів чорт* диявол* скелет* вампір* зомбі",
    fr: "fantôme* esprit* spectre* ombre* monstre* démon* diable* squelette* vampire* zombie* hanté*",
    de: "geist* gespenst* schatten* monster* dämon* teufel* skelett* vampir* zombie* spuk*",
    es: "fantasma* espíritu* espectro* sombra* monstruo* demonio* diablo* esqueleto* vampiro* zombi*",
  },
  magic: {
    en: "magic* fairy* fairies witch* wizard* sorcer* enchant* elf elves troll* dragon* unicorn*",
    uk: "чарівн* чари чарів чаклун* відьм* фея феї ельф* казк* казков* троль* дракон* єдиноріг* єдинорог*",
    fr: "magie* magique* magicien* sorcière* sorcier* enchant* elfe* troll* dragon* licorne* féeri*",
    de: "magie* magisch* zauber* hexe* feen elfe* troll* drache* einhorn* märchen*",
    es: "magia* mágic* mago magos hada hadas bruja* brujo* hechi* duende* dragón* unicornio*",
  },
  castle: {
    en: "castle* palace* king* queen* prince* knight* throne* tower*",
    uk: "замок замку палац* корол* принц принца принцем принцес* лицар* трон* вежа вежі вежу",
    fr: "château* palais roi rois reine reines prince* chevalier* trône* donjon*",
    de: "schloss* schlöss* burg burgen palast* könig* prinz* ritter* thron* turm*",
    es: "castillo* palacio* rey reyes reina* príncipe* princesa* caballero* trono* torre*",
  },
  church: {
    en: "church* cathedral* chapel* pray* angel* bell bells temple* monaster* choir*",
    uk: "церкв* церков* собор* храм* каплиц* молит* молюся молюсь ангел* дзвін дзвон* рай раю хор хору монастир*",
    fr: "église* cathédrale* chapelle* prière* prier priais ange anges cloche* paradis* temple* chœur choeur monastère*",
    de: "kirche* dom kapelle* gebet* beten betete* engel* glocke* paradies* tempel* kloster* chor chöre",
    es: "iglesia* catedral* capilla* oración* rezar* rezaba* ángel* campana* paraíso* templo* coro coros monasterio*",
  },
  journey: {
    en: "journey* travel* trip voyage* road roads path paths train trains ship ships boat* sail* wander*",
    uk: "подорож* мандр* дорога дороги дорогу дорозі дорогою доріг шлях* потяг потяга потягу потязі поїзд* корабл* човен човн* вокзал* вітрил*",
    fr: "voyage* chemin chemins route* train trains bateau* navire* gare gares errer errais voilier*",
    de: "reise* wege straße* zug züge schiff* boote bahnhof* wander* segel*",
    es: "viaje* viaja* camino* carretera* tren trenes barco* navío* estación* vagar* vela velero*",
  },
  war: {
    en: "wars warfare* wartime* battle* soldier* army armies fight* sword* weapon* gun guns",
    uk: "війна війни війну війні війною воєн* битв* бій бою солдат* армі* воїн* меч меча зброя зброї зброю",
    fr: "guerre* bataille* soldat* armée* combat* épée* armes fusil*",
    de: "krieg krieges kriege kriegs* schlacht* soldat* armee* kampf* kämpf* schwert* waffe* gewehr*",
    es: "guerra* batalla* soldado* ejército* lucha* espada* arma armas fusil*",
  },
  horse: {
    en: "horse* pony ponies riding rode rider* gallop* stallion* mare",
    uk: "кінь коня коні коней конем конях кінн* скакав* скакати верхи поні лоша лошат*",
    fr: "cheval chevaux galop* jument* poney* cavalier*",
    de: "pferd* ross rösser reiten ritt ritten reiter* galopp* pony stute* hengst*",
    es: "caballo* yegua* galop* cabalga* jinete* poni potro*",
  },
  child: {
    en: "child* baby babies kid kids cradle* lullab* toy toys",
    uk: "дитин* дитя* дітей діти дітьми малюк* немовл* колиск* іграшк*",
    fr: "enfant* bébé* berceau* berceuse* jouet* gamin*",
    de: "kinder* kindes kindheit* baby wiege wiegenlied* spielzeug*",
    es: "niño* niña* bebé* cuna cunas juguete* infancia*",
  },
  home: {
    en: "home* house houses mother* family* grandmother* grandma*",
    uk: "дім дому вдома додому домівк* хата хати хату хаті мама мами маму мамою мамі матір матері матір'ю родин* бабус*",
    fr: "maison* foyer* mère mères maman* famille*",
    de: "haus hause häuser* heim heimat* heimweh* zuhause mutter* mama familie* großmutter* oma",
    es: "casa casas hogar* madre* mamá familia* abuela*",
  },
  space: {
    en: "space spaceship* planet* cosmos* cosmic* galax* universe rocket* astronaut*",
    uk: "космос* космі* планет* галакти* всесвіт* ракет* астронавт* космонавт*",
    fr: "espace cosmos cosmique* planète* galaxie* univers fusée* astronaute*",
    de: "weltraum* weltall* kosmos kosmisch* planet* galaxie* universum* rakete* astronaut*",
    es: "espacio cosmos cósmic* planeta* galaxia* universo cohete* astronauta*",
  },
  carnival: {
    en: "carnival* circus* clown* mask masks masquerade* animal* zoo",
    uk: "карнавал* цирк* клоун* маска маски маску тварин* звір* зоопарк*",
    fr: "carnaval* cirque* clown* masque* mascarade* animal animaux zoo",
    de: "karneval* fasching* zirkus* clown* maske* tiere tieren zoo",
    es: "carnaval* circo* payaso* máscara* mascarada* animal animales zoológico*",
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type Theme = keyof typeof THEME_WORDS;

export const THEMES = Object.keys(THEME_WORDS) as Theme[];

/** The entries of one theme in one language. */
export function themeEntries(theme: Theme, language: Locale): string[] {
  return THEME_WORDS[theme][language].split(/\s+/).filter((entry) => entry !== "");
}
