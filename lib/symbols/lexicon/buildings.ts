// Buildings and places in town. Cue syntax: see `Cues` in ./types.ts.
import type { DreamSymbol } from "./types";

export const BUILDINGS: readonly DreamSymbol[] = [
  {
    id: "school",
    category: "buildings",
    cues: {
      en: "school* classroom* university* college* campus",
      // "клас" alone is also slang for "great!".
      uk: "школа школи школу школою школі шкіл шкільн* класі класу класом університет* інститут*",
      fr: "école* collège* lycée* université* fac salle+de+classe",
      de: "schule* *schule klassenzimmer* universität* uni",
      es: "escuela* colegio* instituto* universidad* aula aulas",
    },
    text: {
      en: {
        name: "school",
        meanings: [
          "School dreams are about learning and being evaluated: a situation where you feel tested, compared or not prepared enough.",
          "Returning to school as an adult often appears when you face a new challenge, or when an old lesson is being repeated in your life.",
        ],
      },
      uk: {
        name: "школа",
        meanings: [
          "Сни про школу говорять про навчання й оцінювання: ситуацію, де вас перевіряють, порівнюють або де ви почуваєтеся непідготовленими.",
          "Повернення до школи в дорослому віці часто сниться перед новим викликом або коли старий урок повторюється у вашому житті.",
        ],
      },
      fr: {
        name: "l’école",
        meanings: [
          "Les rêves d’école parlent d’apprentissage et d’évaluation : une situation où vous vous sentez testé, comparé ou pas assez préparé.",
          "Retourner à l’école à l’âge adulte survient souvent face à un nouveau défi, ou quand une vieille leçon se répète dans votre vie.",
        ],
      },
      de: {
        name: "Schule",
        meanings: [
          "Schulträume handeln von Lernen und Bewertung: einer Lage, in der Sie sich geprüft, verglichen oder schlecht vorbereitet fühlen.",
          "Als Erwachsener wieder in die Schule zu gehen taucht oft vor einer neuen Herausforderung auf oder wenn sich eine alte Lektion wiederholt.",
        ],
      },
      es: {
        name: "la escuela",
        meanings: [
          "Los sueños de escuela hablan de aprender y ser evaluado: una situación en la que te sientes examinado, comparado o poco preparado.",
          "Volver al colegio siendo adulto suele aparecer ante un reto nuevo o cuando una vieja lección se repite en tu vida.",
        ],
      },
    },
  },
  {
    id: "hospital",
    category: "buildings",
    cues: {
      en: "hospital* clinic* ambulance*",
      uk: "лікарн* шпитал* клінік* швидка|швидкої|швидку|швидкою+допомога|допомоги|допомогу|допомогою",
      fr: "hôpital hôpitaux clinique* ambulance* urgences",
      de: "krankenhaus* krankenwagen* klinik* spital* notaufnahme*",
      es: "hospital* clínica* ambulancia* urgencias",
    },
    text: {
      en: {
        name: "hospital",
        meanings: [
          "A hospital is about healing and vulnerability: a need to be looked after, or a part of your life that needs repair.",
          "Being a patient can mean you feel out of control and in others’ hands; visiting someone, worry about a person close to you.",
        ],
      },
      uk: {
        name: "лікарня",
        meanings: [
          "Лікарня говорить про зцілення і вразливість: потребу в догляді або частину життя, яку треба «полагодити».",
          "Бути пацієнтом може означати, що ви втратили контроль і опинилися в чужих руках, відвідувати когось — тривогу за близьку людину.",
        ],
      },
      fr: {
        name: "l’hôpital",
        meanings: [
          "L’hôpital parle de guérison et de vulnérabilité : un besoin d’être pris en charge, ou une part de votre vie qui demande réparation.",
          "Être patient peut signifier que vous vous sentez dépossédé, entre les mains des autres ; rendre visite à quelqu’un, de l’inquiétude pour un proche.",
        ],
      },
      de: {
        name: "Krankenhaus",
        meanings: [
          "Ein Krankenhaus handelt von Heilung und Verletzlichkeit: dem Bedürfnis, versorgt zu werden, oder einem Lebensbereich, der repariert werden will.",
          "Patient zu sein kann heißen, sich ausgeliefert und in fremden Händen zu fühlen, jemanden zu besuchen, Sorge um einen nahen Menschen.",
        ],
      },
      es: {
        name: "el hospital",
        meanings: [
          "Un hospital habla de curación y vulnerabilidad: la necesidad de que te cuiden o una parte de tu vida que necesita reparación.",
          "Ser paciente puede indicar que te sientes sin control y en manos de otros; visitar a alguien, preocupación por una persona cercana.",
        ],
      },
    },
  },
  {
    id: "church",
    category: "buildings",
    cues: {
      // Mosques, synagogues and temples are included, so the name is what they share.
      en: "church* chapel* cathedral* temple* mosque* synagogue*",
      uk: "церкв* храм* собор* каплиц* костел* монастир*",
      fr: "église* chapelle* cathédrale* temple* mosquée* synagogue*",
      de: "kirche* *kirche kapelle* kathedrale* dom tempel* moschee* synagoge*",
      es: "iglesia* capilla* catedral* templo* mezquita* sinagoga*",
    },
    text: {
      en: {
        name: "place of worship",
        meanings: [
          "A church or temple stands for meaning, values and the search for something greater: faith, conscience or inner peace.",
          "It can also be a place of guilt or rules from upbringing, depending on whether it felt like refuge or like judgement.",
        ],
      },
      uk: {
        name: "храм",
        meanings: [
          "Церква чи храм символізують сенс, цінності й пошук чогось більшого: віру, сумління або внутрішній спокій.",
          "Це може бути й місце провини чи правил із виховання, залежно від того, чи відчувалося воно прихистком, чи судом.",
        ],
      },
      fr: {
        name: "le lieu de culte",
        meanings: [
          "Une église ou un temple représente le sens, les valeurs et la quête de quelque chose de plus grand : la foi, la conscience ou la paix intérieure.",
          "Ce peut être aussi un lieu de culpabilité ou de règles héritées de l’éducation, selon qu’il a semblé un refuge ou un tribunal.",
        ],
      },
      de: {
        name: "Gotteshaus",
        meanings: [
          "Eine Kirche oder ein Tempel steht für Sinn, Werte und die Suche nach etwas Größerem: Glaube, Gewissen oder inneren Frieden.",
          "Sie kann auch ein Ort von Schuld oder anerzogenen Regeln sein, je nachdem, ob sie sich wie Zuflucht oder wie Gericht anfühlte.",
        ],
      },
      es: {
        name: "el templo",
        meanings: [
          "Una iglesia o un templo representa sentido, valores y la búsqueda de algo mayor: fe, conciencia o paz interior.",
          "También puede ser un lugar de culpa o de normas heredadas de la educación, según se sintiera como refugio o como juicio.",
        ],
      },
    },
  },
  {
    id: "prison",
    category: "buildings",
    cues: {
      en: "prison* jail* prisoner*",
      // "камера" is left out: it is also a camera.
      uk: "в'язниц* тюрм* ув'язнен* полон полоні полонен*",
      fr: "prison* cellule* prisonnier* prisonnière* détenu*",
      de: "gefängnis* knast* häftling*",
      es: "cárcel* prisión* prisionero* prisionera* celda*",
    },
    text: {
      en: {
        name: "prison",
        meanings: [
          "A prison is about restriction: feeling trapped by a job, a relationship, obligations or your own rules.",
          "It can also reflect guilt, a sense that you deserve punishment, or that you are not allowed to be free.",
        ],
      },
      uk: {
        name: "в’язниця",
        meanings: [
          "В’язниця говорить про обмеження: відчуття, що вас ув’язнили робота, стосунки, обов’язки чи власні правила.",
          "Вона може відображати й провину, відчуття, що ви заслуговуєте на покарання чи не маєте права бути вільним.",
        ],
      },
      fr: {
        name: "la prison",
        meanings: [
          "La prison parle de contrainte : le sentiment d’être enfermé par un travail, une relation, des obligations ou vos propres règles.",
          "Elle peut aussi refléter une culpabilité, le sentiment de mériter une punition, ou de ne pas avoir le droit d’être libre.",
        ],
      },
      de: {
        name: "Gefängnis",
        meanings: [
          "Ein Gefängnis handelt von Einschränkung: dem Gefühl, von Arbeit, Beziehung, Pflichten oder eigenen Regeln gefangen zu sein.",
          "Es kann auch Schuld spiegeln, das Gefühl, Strafe zu verdienen oder nicht frei sein zu dürfen.",
        ],
      },
      es: {
        name: "la cárcel",
        meanings: [
          "La cárcel habla de restricción: sentirte atrapado por un trabajo, una relación, obligaciones o tus propias normas.",
          "También puede reflejar culpa, la sensación de merecer un castigo o de no tener permiso para ser libre.",
        ],
      },
    },
  },
  {
    id: "city",
    category: "buildings",
    cues: {
      en: "city cities town towns downtown street streets",
      // "міст" (cities, genitive plural) is left to the bridge, its nominative.
      uk: "місто міста місті містом містах вулиц* мегаполіс*",
      fr: "ville villes cité cités rue rues",
      de: "stadt* städte *stadt straße straßen *straße innenstadt",
      es: "ciudad* pueblo pueblos calle calles barrio*",
    },
    text: {
      en: {
        name: "city",
        meanings: [
          "A city is your social world: work, people, ambitions and the pace of modern life around you.",
          "An unknown city suggests a new phase or unfamiliar territory in life; getting lost in it, feeling overwhelmed by options or demands.",
        ],
      },
      uk: {
        name: "місто",
        meanings: [
          "Місто — це ваш соціальний світ: робота, люди, амбіції й ритм сучасного життя довкола.",
          "Незнайоме місто вказує на новий етап чи невідому територію в житті, а заблукати в ньому — на перевантаження можливостями чи вимогами.",
        ],
      },
      fr: {
        name: "la ville",
        meanings: [
          "La ville, c’est votre monde social : travail, relations, ambitions et rythme de la vie moderne autour de vous.",
          "Une ville inconnue suggère une nouvelle étape ou un territoire inconnu ; s’y perdre, le sentiment d’être submergé par les choix ou les exigences.",
        ],
      },
      de: {
        name: "Stadt",
        meanings: [
          "Eine Stadt ist Ihre soziale Welt: Arbeit, Menschen, Ziele und das Tempo des modernen Lebens um Sie herum.",
          "Eine unbekannte Stadt spricht für einen neuen Lebensabschnitt oder unvertrautes Terrain, sich darin zu verirren für das Gefühl, von Möglichkeiten oder Anforderungen überrollt zu werden.",
        ],
      },
      es: {
        name: "la ciudad",
        meanings: [
          "La ciudad es tu mundo social: trabajo, gente, ambiciones y el ritmo de la vida moderna a tu alrededor.",
          "Una ciudad desconocida sugiere una etapa nueva o un terreno desconocido; perderte en ella, sentirte desbordado por opciones o exigencias.",
        ],
      },
    },
  },
  {
    id: "shop",
    category: "buildings",
    cues: {
      en: "shop shops shopping store stores supermarket* mall market",
      uk: "магазин* крамниц* ринок ринку супермаркет* базар*",
      // "marché" is left out: it is also "walked".
      fr: "magasin* boutique* supermarché* centre+commercial",
      // "Laden" is left out: it is also "to load" and "to invite".
      de: "geschäft* supermarkt* einkauf* markt",
      es: "tienda* supermercado* mercado* centro+comercial",
    },
    text: {
      en: {
        name: "shop",
        meanings: [
          "A shop is about choices and value: what you want, what you can afford, and what you are willing to pay for it.",
          "Not finding what you came for suggests an unmet need; being unable to pay, a fear of not having enough, in money or in energy.",
        ],
      },
      uk: {
        name: "магазин",
        meanings: [
          "Магазин говорить про вибір і цінність: чого ви хочете, що можете собі дозволити і скільки готові за це заплатити.",
          "Не знайти потрібного означає незадоволену потребу, неможливість заплатити — страх, що вам чогось забракне, грошей чи сил.",
        ],
      },
      fr: {
        name: "le magasin",
        meanings: [
          "Un magasin parle de choix et de valeur : ce que vous voulez, ce que vous pouvez vous permettre, et ce que vous êtes prêt à payer.",
          "Ne pas trouver ce que vous cherchiez suggère un besoin insatisfait ; ne pas pouvoir payer, la peur de manquer, d’argent ou d’énergie.",
        ],
      },
      de: {
        name: "Geschäft",
        meanings: [
          "Ein Geschäft handelt von Wahl und Wert: was Sie wollen, was Sie sich leisten können und welchen Preis Sie zu zahlen bereit sind.",
          "Nicht zu finden, weswegen Sie kamen, deutet auf ein unerfülltes Bedürfnis, nicht bezahlen zu können auf die Angst, nicht genug zu haben, an Geld oder Kraft.",
        ],
      },
      es: {
        name: "la tienda",
        meanings: [
          "Una tienda habla de elecciones y de valor: lo que quieres, lo que puedes permitirte y lo que estás dispuesto a pagar.",
          "No encontrar lo que buscabas sugiere una necesidad no cubierta; no poder pagar, el miedo a no tener suficiente, dinero o energía.",
        ],
      },
    },
  },
  {
    id: "office",
    category: "buildings",
    cues: {
      // "work" alone is mostly the verb; only "at/to/from work" is the workplace.
      en: "office offices workplace coworker* colleague* at|to|from+work",
      uk: "офіс* робота роботі роботу роботою колег*",
      fr: "bureau bureaux travail boulot collègue*",
      de: "büro* arbeit arbeitsplatz* kollege* kollegin*",
      es: "oficina* trabajo compañeros+de+trabajo colega colegas",
    },
    text: {
      en: {
        name: "work",
        meanings: [
          "Work dreams usually carry the day’s pressure into the night: deadlines, responsibility and how you are judged.",
          "They can also ask about meaning, whether what you spend your days on still feels like yours.",
        ],
      },
      uk: {
        name: "робота",
        meanings: [
          "Сни про роботу зазвичай переносять денний тиск у ніч: дедлайни, відповідальність і те, як вас оцінюють.",
          "Вони можуть ставити й питання про сенс: чи те, на що ви витрачаєте дні, досі відчувається вашим.",
        ],
      },
      fr: {
        name: "le travail",
        meanings: [
          "Les rêves de travail prolongent souvent la pression du jour dans la nuit : échéances, responsabilités, jugement des autres.",
          "Ils peuvent aussi interroger le sens : ce à quoi vous consacrez vos journées vous ressemble-t-il encore ?",
        ],
      },
      de: {
        name: "Arbeit",
        meanings: [
          "Arbeitsträume tragen meist den Druck des Tages in die Nacht: Fristen, Verantwortung und wie Sie bewertet werden.",
          "Sie können auch nach dem Sinn fragen, ob sich das, womit Sie Ihre Tage verbringen, noch nach Ihrem eigenen Leben anfühlt.",
        ],
      },
      es: {
        name: "el trabajo",
        meanings: [
          "Los sueños de trabajo suelen llevar la presión del día a la noche: plazos, responsabilidad y cómo te evalúan.",
          "También pueden preguntar por el sentido: si aquello a lo que dedicas tus días todavía se siente tuyo.",
        ],
      },
    },
  },
  {
    id: "hotel",
    category: "buildings",
    cues: {
      en: "hotel* motel* hostel*",
      uk: "готел* хостел* мотел*",
      fr: "hôtel* auberge*",
      de: "hotel* herberge*",
      es: "hotel* hostal* posada*",
    },
    text: {
      en: {
        name: "hotel",
        meanings: [
          "A hotel is a temporary place: a transition, a life situation you see as passing, or a break from your usual role.",
          "Searching for your room in a hotel often reflects uncertainty about where you belong right now.",
        ],
      },
      uk: {
        name: "готель",
        meanings: [
          "Готель — тимчасове місце: перехідний період, життєва ситуація, яку ви сприймаєте як минущу, або перерва від звичної ролі.",
          "Шукати свій номер у готелі часто означає непевність щодо того, де ваше місце зараз.",
        ],
      },
      fr: {
        name: "l’hôtel",
        meanings: [
          "L’hôtel est un lieu provisoire : une transition, une situation vécue comme passagère, ou une pause dans votre rôle habituel.",
          "Chercher sa chambre dans un hôtel reflète souvent une incertitude sur la place qui est la vôtre en ce moment.",
        ],
      },
      de: {
        name: "Hotel",
        meanings: [
          "Ein Hotel ist ein Ort auf Zeit: ein Übergang, eine Lebenslage, die Sie als vorübergehend sehen, oder eine Pause von der gewohnten Rolle.",
          "Im Hotel das eigene Zimmer zu suchen spiegelt oft Unsicherheit darüber, wohin Sie gerade gehören.",
        ],
      },
      es: {
        name: "el hotel",
        meanings: [
          "Un hotel es un lugar provisional: una transición, una situación que ves como pasajera o una pausa de tu papel habitual.",
          "Buscar tu habitación en un hotel suele reflejar incertidumbre sobre cuál es tu lugar ahora mismo.",
        ],
      },
    },
  },
  {
    id: "cemetery",
    category: "buildings",
    cues: {
      // "tomb*" would share its key with the French "tomb*" of falling.
      en: "cemetery* cemeteries graveyard* grave graves tomb tombs tombstone tombstones coffin*",
      uk: "кладовищ* цвинтар* могил* труна труни труну труною",
      // "tombe" is counted as falling ("je tombe"); the plural is mostly graves.
      fr: "cimetière* tombes tombeau* cercueil*",
      // "Grab" is left out: it is the English "grab".
      de: "friedhof* *friedhof gräber grabstein* sarg särge",
      es: "cementerio* tumba* ataúd* féretro*",
    },
    text: {
      en: {
        name: "cemetery",
        meanings: [
          "A cemetery is a place of endings and remembrance: grief, the past, and things that are over but not forgotten.",
          "A peaceful cemetery suggests acceptance; a frightening one, fear of loss or of something from the past returning.",
        ],
      },
      uk: {
        name: "кладовище",
        meanings: [
          "Кладовище — місце завершень і пам’яті: горя, минулого та речей, що скінчилися, але не забулися.",
          "Спокійне кладовище говорить про прийняття, моторошне — про страх утрати чи повернення чогось із минулого.",
        ],
      },
      fr: {
        name: "le cimetière",
        meanings: [
          "Le cimetière est un lieu de fins et de mémoire : le deuil, le passé, et ce qui est terminé sans être oublié.",
          "Un cimetière paisible suggère l’acceptation ; un cimetière effrayant, la peur de perdre ou de voir revenir quelque chose du passé.",
        ],
      },
      de: {
        name: "Friedhof",
        meanings: [
          "Ein Friedhof ist ein Ort der Enden und der Erinnerung: Trauer, Vergangenheit und Dinge, die vorbei, aber nicht vergessen sind.",
          "Ein friedlicher Friedhof spricht für Annahme, ein unheimlicher für die Angst vor Verlust oder vor der Rückkehr von etwas Vergangenem.",
        ],
      },
      es: {
        name: "el cementerio",
        meanings: [
          "El cementerio es un lugar de finales y de memoria: duelo, pasado y cosas que terminaron pero no se olvidan.",
          "Un cementerio tranquilo sugiere aceptación; uno aterrador, miedo a la pérdida o a que algo del pasado regrese.",
        ],
      },
    },
  },
  {
    id: "castle",
    category: "buildings",
    cues: {
      en: "castle* palace* fortress*",
      // "замок" is also a lock; both fit this reading of protection and secrets.
      uk: "замок замку замком замки замків палац* фортец*",
      // Towers ("tour", "Turm", "torre", "вежа") are left out: a tower is not a castle.
      fr: "château* palais forteresse* donjon*",
      // "Schloss" is also a lock; "*burg" would take town names (Hamburg).
      de: "schloss schlösser schlosses *schloss burg burgen palast* festung*",
      es: "castillo* palacio* fortaleza*",
    },
    text: {
      en: {
        name: "castle",
        meanings: [
          "A castle is protection and ambition at once: a fortress around your inner life, or a dream of status and grandeur.",
          "Being locked inside suggests isolation behind your defences; exploring it, discovering your own worth and possibilities.",
        ],
      },
      uk: {
        name: "замок",
        meanings: [
          "Замок — це водночас захист і амбіції: фортеця довкола внутрішнього життя або мрія про статус і велич.",
          "Бути замкненим у ньому означає ізоляцію за власними захистами, досліджувати його — відкривати власну цінність і можливості.",
        ],
      },
      fr: {
        name: "le château",
        meanings: [
          "Le château est à la fois protection et ambition : une forteresse autour de votre vie intérieure, ou un rêve de statut et de grandeur.",
          "Y être enfermé suggère l’isolement derrière vos défenses ; l’explorer, la découverte de votre propre valeur et de vos possibles.",
        ],
      },
      de: {
        name: "Burg",
        meanings: [
          "Eine Burg oder ein Schloss ist Schutz und Ehrgeiz zugleich: eine Festung um Ihr Innenleben oder ein Traum von Rang und Größe.",
          "Darin eingeschlossen zu sein spricht für Isolation hinter den eigenen Mauern, es zu erkunden für die Entdeckung Ihres eigenen Werts.",
        ],
      },
      es: {
        name: "el castillo",
        meanings: [
          "Un castillo es protección y ambición a la vez: una fortaleza alrededor de tu vida interior o un sueño de estatus y grandeza.",
          "Estar encerrado en él sugiere aislamiento tras tus defensas; explorarlo, descubrir tu propio valor y tus posibilidades.",
        ],
      },
    },
  },
  {
    id: "maze",
    category: "buildings",
    cues: {
      en: "maze* labyrinth*",
      uk: "лабіринт*",
      fr: "labyrinthe* dédale*",
      de: "labyrinth* irrgarten*",
      es: "laberinto*",
    },
    text: {
      en: {
        name: "maze",
        meanings: [
          "A maze is a complicated situation with no clear way out: a decision with too many paths, or a problem you keep circling.",
          "Finding the exit suggests you already have what it takes; wandering without end, a need to stop and look at the whole from above.",
        ],
      },
      uk: {
        name: "лабіринт",
        meanings: [
          "Лабіринт — заплутана ситуація без ясного виходу: рішення із забагатьма стежками чи проблема, довкола якої ви ходите колами.",
          "Знайти вихід означає, що у вас уже є все потрібне, блукати без кінця — потребу зупинитися й поглянути на ціле згори.",
        ],
      },
      fr: {
        name: "le labyrinthe",
        meanings: [
          "Le labyrinthe est une situation compliquée sans issue évidente : une décision aux trop nombreux chemins, ou un problème autour duquel vous tournez.",
          "Trouver la sortie suggère que vous avez déjà ce qu’il faut ; errer sans fin, le besoin de vous arrêter pour regarder l’ensemble d’en haut.",
        ],
      },
      de: {
        name: "Labyrinth",
        meanings: [
          "Ein Labyrinth ist eine verworrene Lage ohne klaren Ausweg: eine Entscheidung mit zu vielen Wegen oder ein Problem, um das Sie kreisen.",
          "Den Ausgang zu finden spricht dafür, dass Sie schon alles Nötige haben, endloses Umherirren für das Bedürfnis, innezuhalten und das Ganze von oben zu sehen.",
        ],
      },
      es: {
        name: "el laberinto",
        meanings: [
          "El laberinto es una situación complicada sin salida clara: una decisión con demasiados caminos o un problema alrededor del cual das vueltas.",
          "Encontrar la salida sugiere que ya tienes lo necesario; vagar sin fin, la necesidad de parar y mirar el conjunto desde arriba.",
        ],
      },
    },
  },
  {
    id: "tunnel",
    category: "buildings",
    cues: {
      en: "tunnel*",
      uk: "тунел* підземн*",
      fr: "tunnel* souterrain*",
      de: "tunnel* *tunnel",
      es: "túnel túneles",
    },
    text: {
      en: {
        name: "tunnel",
        meanings: [
          "A tunnel is a passage through darkness toward something else: a difficult transition you have to go through, not around.",
          "Light at the end points to hope; a tunnel that narrows, to feeling constricted or afraid of being stuck.",
        ],
      },
      uk: {
        name: "тунель",
        meanings: [
          "Тунель — це прохід крізь темряву до чогось іншого: важкий перехід, який треба пройти, а не обійти.",
          "Світло в кінці вказує на надію, тунель, що звужується, — на відчуття тісноти чи страх застрягти.",
        ],
      },
      fr: {
        name: "le tunnel",
        meanings: [
          "Le tunnel est un passage à travers l’obscurité vers autre chose : une transition difficile qu’il faut traverser, pas contourner.",
          "La lumière au bout désigne l’espoir ; un tunnel qui se resserre, le sentiment d’étouffer ou la peur de rester coincé.",
        ],
      },
      de: {
        name: "Tunnel",
        meanings: [
          "Ein Tunnel ist ein Durchgang durch die Dunkelheit zu etwas anderem: ein schwerer Übergang, durch den man hindurch muss, nicht herum.",
          "Licht am Ende spricht für Hoffnung, ein enger werdender Tunnel für Beklemmung oder die Angst, stecken zu bleiben.",
        ],
      },
      es: {
        name: "el túnel",
        meanings: [
          "Un túnel es un paso a través de la oscuridad hacia otra cosa: una transición difícil que hay que atravesar, no rodear.",
          "La luz al final apunta a la esperanza; un túnel que se estrecha, a la sensación de ahogo o al miedo a quedarse atascado.",
        ],
      },
    },
  },
];
