// People. The analyzer reports these as the people who recur in a journal.
// Cue syntax: see `Cues` in ./types.ts.
import type { DreamSymbol } from "./types";

export const PEOPLE: readonly DreamSymbol[] = [
  {
    id: "mother",
    category: "people",
    cues: {
      en: "mother mothers mom mum mommy mummy mama",
      // "мати" is left out: it is also the infinitive "to have".
      uk: "мама мами мамі маму мамою мамо матір матері матуся матусі матусю мамин* неньк*",
      fr: "mère mères maman mamans",
      de: "mutter mütter mutti mama mami",
      es: "madre madres mamá mami",
    },
    text: {
      en: {
        name: "mother",
        meanings: [
          "A mother in a dream can be your real mother and your relationship with her, or the motherly side of life: care, protection, unconditional acceptance.",
          "How she behaved matters: a loving mother suggests a need for comfort; a critical or absent one, old expectations you still carry.",
        ],
      },
      uk: {
        name: "мама",
        meanings: [
          "Мама уві сні може бути вашою справжньою мамою і вашими стосунками з нею або материнським началом: турботою, захистом, безумовним прийняттям.",
          "Важливо, якою вона була: любляча мама говорить про потребу в розраді, критична чи відсутня — про давні очікування, які ви досі несете.",
        ],
      },
      fr: {
        name: "la mère",
        meanings: [
          "Une mère en rêve peut être votre vraie mère et votre relation avec elle, ou le maternel en général : le soin, la protection, l’acceptation sans condition.",
          "Son attitude compte : une mère aimante suggère un besoin de réconfort ; une mère critique ou absente, d’anciennes attentes que vous portez encore.",
        ],
      },
      de: {
        name: "Mutter",
        meanings: [
          "Eine Mutter im Traum kann Ihre wirkliche Mutter und Ihre Beziehung zu ihr sein oder das Mütterliche überhaupt: Fürsorge, Schutz, bedingungslose Annahme.",
          "Ihr Verhalten zählt: Eine liebevolle Mutter spricht für ein Bedürfnis nach Trost, eine kritische oder abwesende für alte Erwartungen, die Sie noch tragen.",
        ],
      },
      es: {
        name: "la madre",
        meanings: [
          "Una madre en sueños puede ser tu madre real y tu relación con ella, o lo maternal en general: cuidado, protección, aceptación incondicional.",
          "Importa cómo se comportaba: una madre cariñosa sugiere necesidad de consuelo; una crítica o ausente, viejas expectativas que todavía cargas.",
        ],
      },
    },
  },
  {
    id: "father",
    category: "people",
    cues: {
      // "papa" is also Spanish "potato" and "the Pope"; rare in dreams.
      en: "father fathers dad daddy papa",
      // "батьки" (parents) is left out: it is both parents, not the father.
      uk: "тато тата татові татом тату татусь* татк* батько батька батькові батьком батьку",
      fr: "père pères papa",
      de: "vater väter vaters vati papa papi",
      es: "padre padres papá papi",
    },
    text: {
      en: {
        name: "father",
        meanings: [
          "A father in a dream can be your real father, or the fatherly principle: authority, structure, protection and the rules you live by.",
          "A supportive father suggests growing self-confidence; a stern or distant one, a struggle with authority or with your own inner critic.",
        ],
      },
      uk: {
        name: "тато",
        meanings: [
          "Тато уві сні може бути вашим справжнім батьком або батьківським началом: авторитетом, порядком, захистом і правилами, за якими ви живете.",
          "Батько, що підтримує, говорить про зростання впевненості, суворий чи далекий — про боротьбу з авторитетом або з власним внутрішнім критиком.",
        ],
      },
      fr: {
        name: "le père",
        meanings: [
          "Un père en rêve peut être votre vrai père, ou le principe paternel : l’autorité, le cadre, la protection et les règles qui guident votre vie.",
          "Un père bienveillant suggère une confiance en soi qui grandit ; un père sévère ou distant, une lutte avec l’autorité ou avec votre critique intérieur.",
        ],
      },
      de: {
        name: "Vater",
        meanings: [
          "Ein Vater im Traum kann Ihr wirklicher Vater sein oder das väterliche Prinzip: Autorität, Ordnung, Schutz und die Regeln, nach denen Sie leben.",
          "Ein unterstützender Vater spricht für wachsendes Selbstvertrauen, ein strenger oder ferner für einen Kampf mit Autorität oder dem eigenen inneren Kritiker.",
        ],
      },
      es: {
        name: "el padre",
        meanings: [
          "Un padre en sueños puede ser tu padre real o el principio paterno: autoridad, estructura, protección y las reglas con las que vives.",
          "Un padre que apoya sugiere una confianza creciente; uno severo o distante, una lucha con la autoridad o con tu crítico interior.",
        ],
      },
    },
  },
  {
    id: "child",
    category: "people",
    cues: {
      en: "child children kid kids toddler* little+boy|girl|boys|girls",
      uk: "дитина дитини дитину дитиною дитині діти дітей дітьми дітях дитя дитятко хлопчик* дівчинк*",
      fr: "enfant enfants gamin* gosse* fillette* garçonnet* petit|petits+garçon|garçons petite|petites+fille|filles",
      // Bare "Kind" is the English "kind" ("kind of"), so the singular needs a word before it.
      de: "kinder kindern kindes *kind das|ein|mein|dein|sein|ihr|unser|kleines|kleine|kleinen|einem|meinem|dem|eigenes+kind mädchen",
      es: "niño niña niños niñas hijo hija hijos hijas nene nena crío",
    },
    text: {
      en: {
        name: "child",
        meanings: [
          "A child often stands for your inner child: your playfulness, vulnerability and needs that were not always met.",
          "Caring for a child can mean nurturing something new in your life; a lost or crying child, a part of you that needs attention.",
        ],
      },
      uk: {
        name: "дитина",
        meanings: [
          "Дитина часто символізує вашу внутрішню дитину: грайливість, уразливість і потреби, які не завжди задовольнялися.",
          "Піклуватися про дитину може означати плекати щось нове у своєму житті; загублена чи заплакана дитина — частину вас, що потребує уваги.",
        ],
      },
      fr: {
        name: "l’enfant",
        meanings: [
          "L’enfant représente souvent votre enfant intérieur : votre côté joueur, votre vulnérabilité et des besoins pas toujours comblés.",
          "Prendre soin d’un enfant peut signifier nourrir quelque chose de nouveau ; un enfant perdu ou en pleurs, une part de vous qui réclame de l’attention.",
        ],
      },
      de: {
        name: "Kind",
        meanings: [
          "Ein Kind steht oft für Ihr inneres Kind: Ihre Verspieltheit, Verletzlichkeit und Bedürfnisse, die nicht immer gestillt wurden.",
          "Sich um ein Kind zu kümmern kann heißen, etwas Neues im Leben zu hegen; ein verlorenes oder weinendes Kind, einen Teil von Ihnen, der Zuwendung braucht.",
        ],
      },
      es: {
        name: "el niño",
        meanings: [
          "Un niño suele representar a tu niño interior: tu lado juguetón, tu vulnerabilidad y necesidades que no siempre se atendieron.",
          "Cuidar de un niño puede significar nutrir algo nuevo en tu vida; un niño perdido o llorando, una parte de ti que necesita atención.",
        ],
      },
    },
  },
  {
    id: "baby",
    category: "people",
    cues: {
      en: "baby babies infant* newborn*",
      uk: "немовл* малюк* малятк*",
      fr: "bébé bébés nourrisson* nouveau+né|née|nés",
      de: "baby babys säugling* neugeboren*",
      es: "bebé bebés recién+nacido|nacida|nacidos",
    },
    text: {
      en: {
        name: "baby",
        meanings: [
          "A baby is a new beginning: a project, relationship or part of yourself that is fragile, precious and needs care.",
          "Forgetting or losing a baby is a common anxiety dream about neglecting something important, often from having too much on your plate.",
        ],
      },
      uk: {
        name: "немовля",
        meanings: [
          "Немовля — це новий початок: справа, стосунки чи частина вас, крихка, цінна і потребує турботи.",
          "Забути чи загубити немовля — поширений тривожний сон про те, що ви занедбуєте щось важливе, часто через перевантаження.",
        ],
      },
      fr: {
        name: "le bébé",
        meanings: [
          "Un bébé est un nouveau départ : un projet, une relation ou une part de vous, fragile, précieuse, qui demande du soin.",
          "Oublier ou perdre un bébé est un rêve d’angoisse fréquent : la peur de négliger quelque chose d’important, souvent par surcharge.",
        ],
      },
      de: {
        name: "Baby",
        meanings: [
          "Ein Baby ist ein Neubeginn: ein Vorhaben, eine Beziehung oder ein Teil von Ihnen, zerbrechlich, kostbar und pflegebedürftig.",
          "Ein Baby zu vergessen oder zu verlieren ist ein häufiger Angsttraum davon, etwas Wichtiges zu vernachlässigen, oft weil zu viel auf einmal anliegt.",
        ],
      },
      es: {
        name: "el bebé",
        meanings: [
          "Un bebé es un nuevo comienzo: un proyecto, una relación o una parte de ti frágil, valiosa y que necesita cuidado.",
          "Olvidar o perder un bebé es un sueño de ansiedad frecuente sobre descuidar algo importante, a menudo por tener demasiado entre manos.",
        ],
      },
    },
  },
  {
    id: "sibling",
    category: "people",
    cues: {
      en: "brother brothers sister sisters sibling*",
      // "брати" is left out: it is also the verb "to take".
      uk: "брат брата братом братові братів братик* сестра сестри сестру сестрою сестрі сестер сестричк*",
      fr: "frère frères sœur sœurs soeur soeurs",
      de: "bruder brüder bruders schwester schwestern",
      es: "hermano hermanos hermana hermanas",
    },
    text: {
      en: {
        name: "brother or sister",
        meanings: [
          "A brother or sister can bring up rivalry, loyalty and old family roles that are still active in you.",
          "Siblings can also mirror a side of yourself that resembles them, for better or worse.",
        ],
      },
      uk: {
        name: "брат чи сестра",
        meanings: [
          "Брат чи сестра можуть підіймати суперництво, вірність і давні родинні ролі, що досі живуть у вас.",
          "Вони також можуть віддзеркалювати ту вашу рису, яка на них схожа, на добре чи на зле.",
        ],
      },
      fr: {
        name: "un frère ou une sœur",
        meanings: [
          "Un frère ou une sœur peut réveiller la rivalité, la loyauté et d’anciens rôles familiaux encore actifs en vous.",
          "La fratrie peut aussi refléter un trait de vous qui leur ressemble, pour le meilleur ou pour le pire.",
        ],
      },
      de: {
        name: "Geschwister",
        meanings: [
          "Bruder oder Schwester können Rivalität, Loyalität und alte Familienrollen wecken, die in Ihnen noch wirken.",
          "Geschwister können auch eine Seite an Ihnen spiegeln, die ihnen ähnelt, im Guten wie im Schlechten.",
        ],
      },
      es: {
        name: "un hermano o una hermana",
        meanings: [
          "Un hermano o una hermana puede despertar rivalidad, lealtad y viejos papeles familiares que siguen activos en ti.",
          "Los hermanos también pueden reflejar un rasgo tuyo que se les parece, para bien o para mal.",
        ],
      },
    },
  },
  {
    id: "grandparent",
    category: "people",
    cues: {
      en: "grandmother* grandfather* grandma grandpa granny grandparent*",
      uk: "бабуся бабусі бабусю бабусею баба баби бабу бабою бабця бабці бабцю дідусь дідуся дідусеві дідусем дід діда дідом",
      // "papi" is left to the father: it is "daddy" in German and Spanish.
      fr: "grand|grands+mère|mères|père|pères|parents mamie mamies papy pépé mémé",
      de: "großmutter* großvater* großeltern* oma omas opa opas",
      es: "abuela abuelas abuelo abuelos abuelita* abuelito*",
    },
    text: {
      en: {
        name: "grandparent",
        meanings: [
          "Grandparents stand for roots, wisdom and unconditional warmth: a link to your family’s history and what it gave you.",
          "Dreaming of them often comes when you are looking for guidance or stability, or missing the safety of childhood.",
        ],
      },
      uk: {
        name: "бабуся чи дідусь",
        meanings: [
          "Бабуся чи дідусь символізують коріння, мудрість і безумовне тепло: зв’язок з історією родини і тим, що вона вам дала.",
          "Вони часто сняться, коли ви шукаєте поради чи опори або сумуєте за безпекою дитинства.",
        ],
      },
      fr: {
        name: "les grands-parents",
        meanings: [
          "Les grands-parents représentent les racines, la sagesse et une chaleur sans condition : le lien avec l’histoire familiale et ce qu’elle vous a transmis.",
          "On rêve souvent d’eux quand on cherche conseil ou stabilité, ou qu’on regrette la sécurité de l’enfance.",
        ],
      },
      de: {
        name: "Großeltern",
        meanings: [
          "Großeltern stehen für Wurzeln, Weisheit und bedingungslose Wärme: die Verbindung zur Familiengeschichte und zu dem, was sie Ihnen mitgab.",
          "Man träumt oft von ihnen, wenn man Rat oder Halt sucht oder die Geborgenheit der Kindheit vermisst.",
        ],
      },
      es: {
        name: "los abuelos",
        meanings: [
          "Los abuelos representan raíces, sabiduría y un cariño incondicional: el vínculo con la historia familiar y lo que te dejó.",
          "Se sueña con ellos a menudo cuando buscas consejo o estabilidad, o echas de menos la seguridad de la infancia.",
        ],
      },
    },
  },
  {
    id: "partner",
    category: "people",
    cues: {
      en: "husband husbands wife wives boyfriend girlfriend partner lover fiancé fiancée spouse",
      // "чоловік" alone is "a man"; only "my husband" is the partner.
      uk: "дружина дружини дружину дружиною дружині коханий кохана коханого коханої коханим коханою наречен* мій|мого|моєму|моїм+чоловік*|хлопець|хлопцем моя|моєю|моєї+дівчина|дівчиною",
      // "femme" alone is "woman"; only "my wife" is the partner.
      fr: "mari maris épouse époux conjoint* amoureux amoureuse fiancé fiancée chéri chérie ma|sa|ta+femme|copine mon|son|ton+copain",
      de: "ehemann ehefrau partner partnerin verlobte* geliebte* mein|meinem|meinen|ihr|ihrem|ihren+mann|freund meine|meiner|seine|seiner+frau|freundin",
      es: "marido esposo esposa novio novia pareja amante prometid*",
    },
    text: {
      en: {
        name: "partner",
        meanings: [
          "A partner in a dream often reflects the state of the relationship: closeness, unspoken tension, or fear of losing each other.",
          "The partner can also stand for qualities you associate with them and are looking for in yourself.",
        ],
      },
      uk: {
        name: "партнер",
        meanings: [
          "Кохана людина уві сні часто відображає стан стосунків: близькість, невисловлену напругу або страх втратити одне одного.",
          "Партнер може уособлювати й риси, які ви з ним пов’язуєте і шукаєте в собі.",
        ],
      },
      fr: {
        name: "le partenaire",
        meanings: [
          "Le ou la partenaire en rêve reflète souvent l’état de la relation : la proximité, une tension non dite, ou la peur de se perdre.",
          "Il ou elle peut aussi représenter des qualités que vous lui associez et que vous cherchez en vous.",
        ],
      },
      de: {
        name: "Partner",
        meanings: [
          "Der Partner oder die Partnerin im Traum spiegelt oft den Zustand der Beziehung: Nähe, unausgesprochene Spannung oder die Angst, einander zu verlieren.",
          "Er oder sie kann auch für Eigenschaften stehen, die Sie mit ihm oder ihr verbinden und in sich selbst suchen.",
        ],
      },
      es: {
        name: "la pareja",
        meanings: [
          "La pareja en sueños suele reflejar el estado de la relación: cercanía, tensión no dicha o miedo a perderse el uno al otro.",
          "También puede representar cualidades que asocias con esa persona y que buscas en ti.",
        ],
      },
    },
  },
  {
    id: "ex-partner",
    category: "people",
    cues: {
      // "ex" is the same word in all five languages.
      en: "ex exes ex+boyfriend|girlfriend|husband|wife|partner|lover",
      uk: "екс колишня|колишній|колишнього|колишньою|колишнім|колишньої+чоловік*|дружин*|хлопец*|хлопц*|дівчин*|кохан* мій|моя|мого|моєю|моїм|моєї|моєму+колишн*",
      fr: "ex+mari|femme|copain|copine|petit|petite|compagnon|compagne|fiancé|fiancée",
      de: "exfreund* exmann exfrau expartner* ex+freund|freundin|mann|frau|partner|partnerin",
      es: "exnovio* exnovia* exmarido exesposo* exesposa* ex+novio|novia|marido|esposo|esposa|pareja",
    },
    text: {
      en: {
        name: "ex-partner",
        meanings: [
          "Dreaming of an ex rarely means you want them back. More often it brings up unfinished feelings, or a pattern from that relationship that is repeating now.",
          "An ex can also stand for a past version of yourself: who you were then, and what you have learned since.",
        ],
      },
      uk: {
        name: "колишній партнер",
        meanings: [
          "Сон про колишнього чи колишню рідко означає бажання повернути стосунки. Частіше він піднімає незавершені почуття або сценарій тих стосунків, що повторюється тепер.",
          "Колишній партнер може уособлювати й минулу версію вас: ким ви були тоді і чого навчилися відтоді.",
        ],
      },
      fr: {
        name: "l’ex",
        meanings: [
          "Rêver d’un ex signifie rarement qu’on veut le retrouver. Le plus souvent, cela fait remonter des sentiments inachevés, ou un schéma de cette relation qui se répète aujourd’hui.",
          "L’ex peut aussi représenter une version passée de vous-même : qui vous étiez alors, et ce que vous avez appris depuis.",
        ],
      },
      de: {
        name: "Ex-Partner",
        meanings: [
          "Von einem Ex zu träumen heißt selten, dass man ihn zurückwill. Öfter bringt es unerledigte Gefühle hoch oder ein Muster aus jener Beziehung, das sich jetzt wiederholt.",
          "Ein Ex kann auch für eine frühere Version von Ihnen stehen: wer Sie damals waren und was Sie seither gelernt haben.",
        ],
      },
      es: {
        name: "la expareja",
        meanings: [
          "Soñar con una expareja rara vez significa que quieras volver. Más a menudo remueve sentimientos pendientes o un patrón de esa relación que se repite ahora.",
          "Una expareja también puede representar una versión pasada de ti: quién eras entonces y lo que has aprendido desde aquel momento.",
        ],
      },
    },
  },
  {
    id: "friend",
    category: "people",
    cues: {
      en: "friend friends friendship buddy pal",
      // "друга" is left out: it is also the ordinal "second" (друга кімната).
      uk: "друг другові другом друзі друзів друзями подруга подруги подругу подругою подрузі товариш* приятел*",
      fr: "ami amie amis amies amitié copain copains copines",
      de: "freund freunde freunden freundes freundin freundinnen freundschaft kumpel",
      es: "amigo amiga amigos amigas amistad",
    },
    text: {
      en: {
        name: "friend",
        meanings: [
          "A friend in a dream can be about that real person, or about what they represent for you: a quality, a memory, a way of being.",
          "Conflict with a friend often mirrors a tension you have not voiced; a warm meeting, a need for support and belonging.",
        ],
      },
      uk: {
        name: "друг",
        meanings: [
          "Друг уві сні може стосуватися цієї реальної людини або того, що вона для вас уособлює: рису, спогад, спосіб бути.",
          "Сварка з другом часто віддзеркалює невисловлену напругу, тепла зустріч — потребу в підтримці й приналежності.",
        ],
      },
      fr: {
        name: "l’ami",
        meanings: [
          "Un ami en rêve peut concerner cette personne réelle, ou ce qu’elle représente pour vous : une qualité, un souvenir, une manière d’être.",
          "Un conflit avec un ami reflète souvent une tension non exprimée ; des retrouvailles chaleureuses, un besoin de soutien et d’appartenance.",
        ],
      },
      de: {
        name: "Freund",
        meanings: [
          "Ein Freund im Traum kann diesen realen Menschen meinen oder das, wofür er für Sie steht: eine Eigenschaft, eine Erinnerung, eine Art zu sein.",
          "Streit mit einem Freund spiegelt oft eine unausgesprochene Spannung, ein herzliches Wiedersehen ein Bedürfnis nach Halt und Zugehörigkeit.",
        ],
      },
      es: {
        name: "el amigo",
        meanings: [
          "Un amigo en sueños puede tratar de esa persona real o de lo que representa para ti: una cualidad, un recuerdo, una forma de ser.",
          "Un conflicto con un amigo suele reflejar una tensión no expresada; un encuentro cálido, una necesidad de apoyo y pertenencia.",
        ],
      },
    },
  },
  {
    id: "stranger",
    category: "people",
    cues: {
      en: "stranger strangers unknown+man|woman|men|women|person|people",
      // Also takes "an unfamiliar city"; the unknown is part of this reading too.
      uk: "незнайом* чужин*",
      // "étranger" is left out: it is mostly "abroad" and "foreign".
      fr: "inconnu inconnue inconnus inconnues",
      // "unbekannt" alone is any unknown thing, so it needs a person after it.
      de: "fremde fremden fremder fremdling unbekannte|unbekannten|unbekannter+mann|frau|person|menschen|leute|gestalt",
      // "extraño" is left out: it is also "strange" and "I miss".
      es: "desconocido desconocida desconocidos desconocidas",
    },
    text: {
      en: {
        name: "stranger",
        meanings: [
          "A stranger often embodies a part of yourself you do not yet know: a quality you have not accepted, or a potential you have not lived.",
          "A threatening stranger may carry a fear without a face; a kind one, help or a change arriving from an unexpected side.",
        ],
      },
      uk: {
        name: "незнайомець",
        meanings: [
          "Незнайомець часто уособлює ту частину вас, яку ви ще не знаєте: рису, яку не прийняли, чи можливість, якої не прожили.",
          "Загрозливий незнайомець може нести страх без обличчя, добрий — допомогу чи зміни з несподіваного боку.",
        ],
      },
      fr: {
        name: "l’inconnu",
        meanings: [
          "Un inconnu incarne souvent une part de vous que vous ne connaissez pas encore : une qualité non acceptée, un potentiel non vécu.",
          "Un inconnu menaçant peut porter une peur sans visage ; un inconnu bienveillant, une aide ou un changement venu d’où on ne l’attend pas.",
        ],
      },
      de: {
        name: "Fremder",
        meanings: [
          "Ein Fremder verkörpert oft einen Teil von Ihnen, den Sie noch nicht kennen: eine nicht angenommene Eigenschaft oder ein ungelebtes Potenzial.",
          "Ein bedrohlicher Fremder kann eine gesichtslose Angst tragen, ein freundlicher Hilfe oder Wandel von unerwarteter Seite.",
        ],
      },
      es: {
        name: "el desconocido",
        meanings: [
          "Un desconocido suele encarnar una parte de ti que aún no conoces: una cualidad no aceptada o un potencial no vivido.",
          "Un desconocido amenazante puede llevar un miedo sin rostro; uno amable, ayuda o un cambio que llega por donde no esperabas.",
        ],
      },
    },
  },
  {
    id: "crowd",
    category: "people",
    cues: {
      en: "crowd crowds crowded mob throng",
      uk: "натовп* юрба юрби юрбу юрбою",
      fr: "foule foules cohue",
      // "Menge" alone is also "a lot".
      de: "menschenmenge* gedränge",
      es: "multitud* muchedumbre* gentío",
    },
    text: {
      en: {
        name: "crowd",
        meanings: [
          "A crowd is about your place among others: the wish to belong, or the fear of being lost, judged or overlooked.",
          "Feeling at ease in a crowd suggests social confidence; feeling crushed by it, a need for more room of your own.",
        ],
      },
      uk: {
        name: "натовп",
        meanings: [
          "Натовп говорить про ваше місце серед інших: бажання належати або страх загубитися, бути осудженим чи непоміченим.",
          "Почуватися в натовпі невимушено означає соціальну впевненість, а відчуття тисняви — потребу у власному просторі.",
        ],
      },
      fr: {
        name: "la foule",
        meanings: [
          "La foule parle de votre place parmi les autres : le désir d’appartenir, ou la peur de vous perdre, d’être jugé ou ignoré.",
          "Être à l’aise dans la foule suggère une assurance sociale ; s’y sentir écrasé, le besoin de plus d’espace à soi.",
        ],
      },
      de: {
        name: "Menschenmenge",
        meanings: [
          "Eine Menschenmenge handelt von Ihrem Platz unter anderen: dem Wunsch dazuzugehören oder der Angst, unterzugehen, beurteilt oder übersehen zu werden.",
          "Sich in der Menge wohlzufühlen spricht für soziale Sicherheit, sich erdrückt zu fühlen für ein Bedürfnis nach mehr eigenem Raum.",
        ],
      },
      es: {
        name: "la multitud",
        meanings: [
          "La multitud habla de tu lugar entre los demás: el deseo de pertenecer o el miedo a perderte, a ser juzgado o ignorado.",
          "Sentirte a gusto entre la gente sugiere seguridad social; sentirte aplastado, la necesidad de más espacio propio.",
        ],
      },
    },
  },
  {
    id: "teacher",
    category: "people",
    cues: {
      en: "teacher teachers professor* tutor tutors",
      uk: "вчитель* учитель* викладач* виховател*",
      // "maîtresse" is also a mistress; in dreams it is mostly the schoolteacher.
      fr: "professeur* prof profs institutrice* instituteur* maîtresse*",
      de: "lehrer* professor* dozent*",
      es: "maestro* maestra* profesor* profesora*",
    },
    text: {
      en: {
        name: "teacher",
        meanings: [
          "A teacher stands for learning and evaluation: a lesson life is offering you, or a fear of being tested and found wanting.",
          "It can also be an inner guide, the part of you that already knows what you need to do.",
        ],
      },
      uk: {
        name: "вчитель",
        meanings: [
          "Учитель символізує навчання й оцінювання: урок, який дає вам життя, або страх перевірки і того, що вас визнають недостатніми.",
          "Він може бути й внутрішнім наставником, тією частиною вас, яка вже знає, що вам треба зробити.",
        ],
      },
      fr: {
        name: "le professeur",
        meanings: [
          "Le professeur représente l’apprentissage et l’évaluation : une leçon que la vie vous propose, ou la peur d’être mis à l’épreuve et jugé insuffisant.",
          "Il peut aussi être un guide intérieur, la part de vous qui sait déjà ce que vous avez à faire.",
        ],
      },
      de: {
        name: "Lehrer",
        meanings: [
          "Ein Lehrer steht für Lernen und Bewertung: eine Lektion, die das Leben Ihnen anbietet, oder die Angst, geprüft und für ungenügend befunden zu werden.",
          "Er kann auch ein innerer Wegweiser sein, der Teil von Ihnen, der schon weiß, was zu tun ist.",
        ],
      },
      es: {
        name: "el profesor",
        meanings: [
          "Un profesor representa aprendizaje y evaluación: una lección que la vida te ofrece o el miedo a ser examinado y no dar la talla.",
          "También puede ser un guía interior, la parte de ti que ya sabe lo que tienes que hacer.",
        ],
      },
    },
  },
  {
    id: "doctor",
    category: "people",
    cues: {
      // Nurses are left out: a nurse is not a doctor.
      en: "doctor* surgeon* physician*",
      // "лікарн*" (hospital) is longer and wins there.
      uk: "лікар* хірург*",
      fr: "médecin* docteur* chirurgien*",
      // "Zahnarzt" stays with the teeth: a stem beats a compound head.
      de: "arzt ärzte ärztin* *arzt doktor* chirurg*",
      es: "médico* médica* doctor* doctora* cirujano*",
    },
    text: {
      en: {
        name: "doctor",
        meanings: [
          "A doctor stands for healing and expert help: a wish to have someone diagnose what is wrong and make it better.",
          "It may also point to your own inner healer, and to something you already know needs attention.",
        ],
      },
      uk: {
        name: "лікар",
        meanings: [
          "Лікар символізує зцілення і фахову допомогу: бажання, щоб хтось розпізнав, що не так, і допоміг.",
          "Він може вказувати й на вашого внутрішнього цілителя та на те, що, як ви вже знаєте, потребує уваги.",
        ],
      },
      fr: {
        name: "le médecin",
        meanings: [
          "Le médecin représente la guérison et l’aide experte : le désir que quelqu’un diagnostique ce qui ne va pas et le répare.",
          "Il peut aussi désigner votre guérisseur intérieur, et quelque chose dont vous savez déjà qu’il faut s’occuper.",
        ],
      },
      de: {
        name: "Arzt",
        meanings: [
          "Ein Arzt steht für Heilung und fachkundige Hilfe: den Wunsch, dass jemand erkennt, was nicht stimmt, und es besser macht.",
          "Er kann auch auf Ihren inneren Heiler hinweisen und auf etwas, von dem Sie schon wissen, dass es Aufmerksamkeit braucht.",
        ],
      },
      es: {
        name: "el médico",
        meanings: [
          "El médico representa la curación y la ayuda experta: el deseo de que alguien diagnostique qué va mal y lo arregle.",
          "También puede señalar a tu sanador interior y algo que ya sabes que necesita atención.",
        ],
      },
    },
  },
  {
    id: "police",
    category: "people",
    cues: {
      en: "police policeman policemen policewoman cop cops officer*",
      uk: "поліці* поліцейськ* міліці* міліціонер*",
      fr: "police policier* policière* flic flics gendarme*",
      de: "polizei* polizist*",
      es: "policía* policial* guardia+civil",
    },
    text: {
      en: {
        name: "police",
        meanings: [
          "Police stand for rules, authority and conscience: a sense of having done something wrong, or fear of being caught out.",
          "Police who help you suggest a need for protection and order; police who chase you, guilt or a conflict with the rules you live by.",
        ],
      },
      uk: {
        name: "поліція",
        meanings: [
          "Поліція символізує правила, владу й сумління: відчуття, що ви зробили щось не так, або страх, що вас викриють.",
          "Поліція, що допомагає, говорить про потребу в захисті й порядку, а та, що переслідує, — про провину чи конфлікт із правилами, за якими ви живете.",
        ],
      },
      fr: {
        name: "la police",
        meanings: [
          "La police représente les règles, l’autorité et la conscience : le sentiment d’avoir mal agi, ou la peur d’être pris en faute.",
          "Une police qui vous aide suggère un besoin de protection et d’ordre ; une police qui vous poursuit, la culpabilité ou un conflit avec vos propres règles.",
        ],
      },
      de: {
        name: "Polizei",
        meanings: [
          "Die Polizei steht für Regeln, Autorität und Gewissen: das Gefühl, etwas falsch gemacht zu haben, oder die Angst, ertappt zu werden.",
          "Hilft die Polizei, spricht das für ein Bedürfnis nach Schutz und Ordnung; verfolgt sie Sie, für Schuldgefühle oder einen Konflikt mit Ihren eigenen Regeln.",
        ],
      },
      es: {
        name: "la policía",
        meanings: [
          "La policía representa normas, autoridad y conciencia: la sensación de haber hecho algo mal o el miedo a que te descubran.",
          "Una policía que te ayuda sugiere necesidad de protección y orden; una que te persigue, culpa o un conflicto con tus propias normas.",
        ],
      },
    },
  },
  {
    id: "boss",
    category: "people",
    cues: {
      en: "boss bosses manager* supervisor*",
      uk: "начальник* бос боса босом керівник* директор*",
      // "chef" is a cook in French; only the German "Chef" is the boss.
      fr: "patron patronne patrons directeur* directrice* supérieur+hiérarchique",
      de: "chef chefin* *chef vorgesetzte* direktor*",
      es: "jefe jefes jefa jefas gerente* director* directora*",
    },
    text: {
      en: {
        name: "boss",
        meanings: [
          "A boss in a dream usually brings work pressure home: expectations, evaluation and the feeling of being controlled.",
          "It can also stand for your own inner authority: how strictly you drive yourself, and whether you allow yourself to say no.",
        ],
      },
      uk: {
        name: "начальник",
        meanings: [
          "Начальник уві сні зазвичай приносить додому робочий тиск: очікування, оцінювання і відчуття контролю.",
          "Він може уособлювати й ваш внутрішній авторитет: наскільки суворо ви себе підганяєте і чи дозволяєте собі казати «ні».",
        ],
      },
      fr: {
        name: "le patron",
        meanings: [
          "Un patron en rêve rapporte le plus souvent la pression du travail à la maison : attentes, évaluation, sentiment d’être contrôlé.",
          "Il peut aussi représenter votre propre autorité intérieure : la sévérité avec laquelle vous vous poussez, et si vous vous autorisez à dire non.",
        ],
      },
      de: {
        name: "Chef",
        meanings: [
          "Ein Chef im Traum bringt meist den Arbeitsdruck mit nach Hause: Erwartungen, Bewertung und das Gefühl, kontrolliert zu werden.",
          "Er kann auch Ihre innere Autorität darstellen: wie streng Sie sich antreiben und ob Sie sich erlauben, Nein zu sagen.",
        ],
      },
      es: {
        name: "el jefe",
        meanings: [
          "Un jefe en sueños suele traer a casa la presión del trabajo: expectativas, evaluación y la sensación de estar controlado.",
          "También puede representar tu autoridad interior: con cuánta dureza te exiges y si te permites decir que no.",
        ],
      },
    },
  },
  {
    id: "celebrity",
    category: "people",
    cues: {
      en: "celebrit* famous king kings queen queens president* prince princess",
      uk: "знаменит* король короля королем королева королеви королеву принц* президент*",
      // "célèbre*" would take the Spanish celebren once accents are dropped; "principe"
      // (principle) is blocked so the folded Spanish "príncipe" cannot claim it.
      fr: "célébrité* célèbre célèbres roi rois reine reines prince princesse président* !principe !principes",
      // "prinz*" would take Prinzip.
      de: "berühmt* prominente* könig* prinz prinzen prinzessin* präsident*",
      es: "famoso famosa famosos famosas celebridad* rey reyes reina reinas príncipe princesa presidente*",
    },
    text: {
      en: {
        name: "famous person",
        meanings: [
          "A celebrity or a king in a dream often embodies qualities you admire and want more of: success, confidence, recognition.",
          "It can also reflect a wish to be seen and valued, or a comparison with others that leaves you feeling small.",
        ],
      },
      uk: {
        name: "відома людина",
        meanings: [
          "Знаменитість чи король уві сні часто втілюють риси, якими ви захоплюєтеся і яких хочете більше: успіх, упевненість, визнання.",
          "Це може відображати й бажання бути поміченим і оціненим або порівняння з іншими, після якого почуваєшся малим.",
        ],
      },
      fr: {
        name: "la célébrité",
        meanings: [
          "Une célébrité ou un roi en rêve incarne souvent des qualités que vous admirez et voulez davantage : réussite, assurance, reconnaissance.",
          "Cela peut aussi traduire le désir d’être vu et apprécié, ou une comparaison avec les autres qui vous fait vous sentir petit.",
        ],
      },
      de: {
        name: "berühmte Person",
        meanings: [
          "Eine berühmte Person oder ein König im Traum verkörpert oft Eigenschaften, die Sie bewundern und sich mehr wünschen: Erfolg, Selbstsicherheit, Anerkennung.",
          "Es kann auch den Wunsch spiegeln, gesehen und geschätzt zu werden, oder einen Vergleich mit anderen, bei dem Sie sich klein fühlen.",
        ],
      },
      es: {
        name: "el famoso",
        meanings: [
          "Un famoso o un rey en sueños suele encarnar cualidades que admiras y quieres tener más: éxito, seguridad, reconocimiento.",
          "También puede reflejar el deseo de ser visto y valorado, o una comparación con los demás que te hace sentir pequeño.",
        ],
      },
    },
  },
];
