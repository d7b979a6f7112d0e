// Animals close to people: pets, birds, insects and the classic snake. Cue syntax: see `Cues` in ./types.ts.
import type { DreamSymbol } from "./types";

export const ANIMALS: readonly DreamSymbol[] = [
  {
    id: "snake",
    category: "animals",
    cues: {
      // "cobra" is left out everywhere: Spanish "cobra" is "charges" (cobrar).
      en: "snake* serpent* viper* python*",
      uk: "змія змії змію змією змій зміями зміях змійк* гадюк* пітон*",
      fr: "serpent serpents vipère* python* couleuvre*",
      // "Schlange" is also a queue; the animal is the usual dream image.
      de: "schlange schlangen *schlange viper* python*",
      es: "serpiente* víbora* culebra* pitón pitones",
    },
    text: {
      en: {
        name: "snake",
        meanings: [
          "A snake often points to a hidden threat or a fear you have not named: something, or someone, you do not fully trust.",
          "Snakes shed their skin, so they also stand for transformation and healing, an old self being left behind.",
          "Its behaviour matters: a snake that bites suggests a painful truth breaking through; one that passes by, a fear that may be bigger in your head than in reality.",
        ],
      },
      uk: {
        name: "змія",
        meanings: [
          "Змія часто вказує на приховану загрозу чи неназваний страх: щось або когось, кому ви не зовсім довіряєте.",
          "Змії скидають шкіру, тож символізують і перетворення та зцілення, коли старе «я» лишається позаду.",
          "Важлива її поведінка: якщо змія кусає, болюча правда проривається назовні; якщо проповзає повз, страх, можливо, більший у думках, ніж насправді.",
        ],
      },
      fr: {
        name: "le serpent",
        meanings: [
          "Le serpent désigne souvent une menace cachée ou une peur non nommée : quelque chose, ou quelqu’un, en qui vous n’avez pas entièrement confiance.",
          "Le serpent mue : il symbolise aussi la transformation et la guérison, un ancien soi qu’on laisse derrière.",
          "Son comportement compte : s’il mord, une vérité douloureuse perce ; s’il passe son chemin, la peur est peut-être plus grande dans votre tête que dans la réalité.",
        ],
      },
      de: {
        name: "Schlange",
        meanings: [
          "Eine Schlange weist oft auf eine verborgene Bedrohung oder eine unbenannte Angst hin: etwas oder jemanden, dem Sie nicht ganz trauen.",
          "Schlangen häuten sich, darum stehen sie auch für Wandlung und Heilung, für ein altes Ich, das zurückbleibt.",
          "Ihr Verhalten zählt: Beißt sie, bricht eine schmerzliche Wahrheit durch; zieht sie vorbei, ist die Angst vielleicht im Kopf größer als in der Wirklichkeit.",
        ],
      },
      es: {
        name: "la serpiente",
        meanings: [
          "La serpiente suele señalar una amenaza oculta o un miedo sin nombre: algo, o alguien, en quien no confías del todo.",
          "Las serpientes mudan la piel, así que también simbolizan transformación y sanación, un antiguo yo que queda atrás.",
          "Importa lo que hace: si muerde, una verdad dolorosa se abre paso; si pasa de largo, quizá el miedo sea mayor en tu cabeza que en la realidad.",
        ],
      },
    },
  },
  {
    id: "spider",
    category: "animals",
    cues: {
      en: "spider* cobweb* tarantula*",
      uk: "павук павука павуком павуки павуків павучок павучк* павутин*",
      fr: "araignée* tarentule*",
      de: "spinne spinnen *spinne spinnennetz* tarantel*",
      es: "araña arañas telaraña* tarántula*",
    },
    text: {
      en: {
        name: "spider",
        meanings: [
          "A spider can point to feeling caught in a web: a situation, a relationship or a set of obligations that holds you tight.",
          "Spiders are also patient weavers, a symbol of creativity and of the slow building of something of your own.",
        ],
      },
      uk: {
        name: "павук",
        meanings: [
          "Павук може вказувати на відчуття, що ви потрапили в павутину: ситуацію, стосунки чи зобов’язання, які міцно тримають.",
          "Павуки — терплячі ткачі, тож це й символ творчості та повільного будування чогось свого.",
        ],
      },
      fr: {
        name: "l’araignée",
        meanings: [
          "L’araignée peut traduire le sentiment d’être pris dans une toile : une situation, une relation ou des obligations qui vous tiennent serré.",
          "L’araignée est aussi une tisserande patiente, symbole de créativité et de construction lente de quelque chose à soi.",
        ],
      },
      de: {
        name: "Spinne",
        meanings: [
          "Eine Spinne kann auf das Gefühl hinweisen, in einem Netz gefangen zu sein: in einer Lage, Beziehung oder Verpflichtung, die Sie festhält.",
          "Spinnen sind auch geduldige Weberinnen, ein Sinnbild für Kreativität und dafür, langsam etwas Eigenes aufzubauen.",
        ],
      },
      es: {
        name: "la araña",
        meanings: [
          "La araña puede indicar la sensación de estar atrapado en una red: una situación, una relación u obligaciones que te sujetan.",
          "Las arañas son también tejedoras pacientes, símbolo de creatividad y de construir poco a poco algo propio.",
        ],
      },
    },
  },
  {
    id: "dog",
    category: "animals",
    cues: {
      en: "dog dogs doggy puppy puppies hound*",
      uk: "собака собаки собаку собакою собаці собак собаками собаках пес пса псом пси псів цуценя цуцик* песик*",
      fr: "chien chiens chienne* chiot* toutou",
      // "hund*" would take hundert (hundred).
      de: "hund hunde hundes hunden *hund welpe* köter",
      es: "perro perros perra perras perrito* perrita* cachorro*",
    },
    text: {
      en: {
        name: "dog",
        meanings: [
          "A dog usually stands for loyalty, friendship and protection, often a particular person you rely on, or who relies on you.",
          "A friendly dog suggests trust and companionship; an aggressive one, a conflict with someone close or an instinct you keep on a tight leash.",
        ],
      },
      uk: {
        name: "собака",
        meanings: [
          "Собака здебільшого означає вірність, дружбу і захист, часто конкретну людину, на яку ви покладаєтеся або яка покладається на вас.",
          "Привітний пес говорить про довіру й товариськість, агресивний — про конфлікт із кимось близьким чи інстинкт, який ви тримаєте на короткому повідку.",
        ],
      },
      fr: {
        name: "le chien",
        meanings: [
          "Le chien représente le plus souvent la loyauté, l’amitié et la protection, parfois une personne précise sur qui vous comptez, ou qui compte sur vous.",
          "Un chien amical évoque la confiance et la compagnie ; un chien agressif, un conflit avec un proche ou un instinct tenu en laisse.",
        ],
      },
      de: {
        name: "Hund",
        meanings: [
          "Ein Hund steht meist für Treue, Freundschaft und Schutz, oft für einen bestimmten Menschen, auf den Sie sich verlassen oder der sich auf Sie verlässt.",
          "Ein freundlicher Hund spricht für Vertrauen und Gesellschaft, ein aggressiver für einen Konflikt mit jemandem, der Ihnen nahesteht, oder einen Trieb, den Sie an der kurzen Leine halten.",
        ],
      },
      es: {
        name: "el perro",
        meanings: [
          "El perro suele representar lealtad, amistad y protección, a menudo una persona concreta en la que confías o que confía en ti.",
          "Un perro amistoso sugiere confianza y compañía; uno agresivo, un conflicto con alguien cercano o un instinto que mantienes bien sujeto.",
        ],
      },
    },
  },
  {
    id: "cat",
    category: "animals",
    cues: {
      en: "cat cats kitten* kitty",
      // Exact forms only: "кот*" would take котрий (which) and котлета; кіно is another word.
      uk: "кіт кота коту котом коті коти котів котами котах кішка кішки кішку кішкою кішці кішок кошеня кошеням кошенята котик* кицьк*",
      // French "chat" is also the English "chat"; the cat wins.
      fr: "chat chats chaton* minou",
      de: "katze katzen *katze kater kätzchen mieze",
      es: "gato gatos gata gatas gatito* minino",
    },
    text: {
      en: {
        name: "cat",
        meanings: [
          "A cat stands for independence, intuition and a self-contained kind of femininity: the part of you that goes its own way.",
          "A calm cat suggests comfort with your instincts; a hostile or hissing one, mistrust, or a relationship where closeness is on someone else’s terms.",
        ],
      },
      uk: {
        name: "кіт",
        meanings: [
          "Кіт символізує незалежність, інтуїцію та самодостатню жіночність: ту вашу частину, що ходить власними стежками.",
          "Спокійний кіт говорить про злагоду з інстинктами, ворожий чи сичачий — про недовіру або стосунки, у яких близькість відбувається на чужих умовах.",
        ],
      },
      fr: {
        name: "le chat",
        meanings: [
          "Le chat représente l’indépendance, l’intuition et une féminité qui se suffit à elle-même : la part de vous qui suit son propre chemin.",
          "Un chat paisible évoque l’aisance avec vos instincts ; un chat hostile ou qui feule, la méfiance, ou une relation où la proximité se vit selon les conditions de l’autre.",
        ],
      },
      de: {
        name: "Katze",
        meanings: [
          "Eine Katze steht für Unabhängigkeit, Intuition und eine selbstgenügsame Weiblichkeit: den Teil von Ihnen, der eigene Wege geht.",
          "Eine ruhige Katze spricht für Einklang mit Ihren Instinkten, eine feindselige oder fauchende für Misstrauen oder eine Beziehung, in der Nähe nur zu den Bedingungen des anderen entsteht.",
        ],
      },
      es: {
        name: "el gato",
        meanings: [
          "El gato representa independencia, intuición y una feminidad que se basta a sí misma: la parte de ti que va por su propio camino.",
          "Un gato tranquilo sugiere armonía con tus instintos; uno hostil o que bufa, desconfianza o una relación en la que la cercanía se da en los términos del otro.",
        ],
      },
    },
  },
  {
    id: "bird",
    category: "animals",
    cues: {
      // "dove" is also the American past of "dive"; rare in dream accounts.
      en: "bird birds birdsong crow crows raven* eagle* pigeon* dove doves sparrow*",
      // "голуб*" would take голубий (light blue).
      uk: "птах птаха птахом птахи птахів птахами пташк* птиц* ворон ворона ворони орел орла орли голуб голуба голуби голубів голубка горобець горобця горобці",
      fr: "oiseau oiseaux corbeau* aigle* pigeon* colombe* moineau*",
      de: "vogel vögel vogels *vogel adler rabe raben krähe* taube tauben spatz*",
      es: "pájaro* ave aves cuervo* águila* paloma* gorrión*",
    },
    text: {
      en: {
        name: "bird",
        meanings: [
          "Birds stand for freedom, perspective and messages: thoughts that rise above the everyday, or news you are waiting for.",
          "A singing bird suggests joy and hope; a caged or injured bird, a part of you that feels held back.",
        ],
      },
      uk: {
        name: "птах",
        meanings: [
          "Птахи символізують свободу, перспективу та звістки: думки, що здіймаються над буденністю, або новини, на які ви чекаєте.",
          "Птах, що співає, говорить про радість і надію, птах у клітці чи поранений — про частину вас, яку щось стримує.",
        ],
      },
      fr: {
        name: "l’oiseau",
        meanings: [
          "Les oiseaux symbolisent la liberté, la hauteur de vue et les messages : des pensées qui s’élèvent au-dessus du quotidien, ou une nouvelle attendue.",
          "Un oiseau qui chante évoque la joie et l’espoir ; un oiseau en cage ou blessé, une part de vous qui se sent entravée.",
        ],
      },
      de: {
        name: "Vogel",
        meanings: [
          "Vögel stehen für Freiheit, Überblick und Botschaften: Gedanken, die sich über den Alltag erheben, oder Nachrichten, auf die Sie warten.",
          "Ein singender Vogel spricht für Freude und Hoffnung, ein gefangener oder verletzter für einen Teil von Ihnen, der sich gebremst fühlt.",
        ],
      },
      es: {
        name: "el pájaro",
        meanings: [
          "Los pájaros simbolizan libertad, perspectiva y mensajes: pensamientos que se elevan sobre lo cotidiano o noticias que esperas.",
          "Un pájaro que canta sugiere alegría y esperanza; uno enjaulado o herido, una parte de ti que se siente frenada.",
        ],
      },
    },
  },
  {
    id: "fish",
    category: "animals",
    cues: {
      en: "fish fishes fishing goldfish",
      uk: "риба риби рибу рибою рибі риб рибами рибах рибк* рибал*",
      fr: "poisson poissons",
      de: "fisch fische fisches fischen *fisch",
      es: "pez peces pescado* pescar pescaba",
    },
    text: {
      en: {
        name: "fish",
        meanings: [
          "Fish live in the depths, so they often stand for insights rising from the unconscious: ideas and intuitions that can be caught.",
          "In many traditions fish also mean abundance and fertility, sometimes a new beginning or a pregnancy in the family.",
        ],
      },
      uk: {
        name: "риба",
        meanings: [
          "Риби живуть у глибинах, тож часто означають прозріння, що піднімаються з несвідомого: ідеї та інтуїції, які можна «впіймати».",
          "У багатьох традиціях риба означає також достаток і плідність, інколи новий початок чи вагітність у родині.",
        ],
      },
      fr: {
        name: "le poisson",
        meanings: [
          "Les poissons vivent dans les profondeurs : ils figurent souvent des intuitions qui remontent de l’inconscient, des idées qu’on peut attraper.",
          "Dans bien des traditions, le poisson signifie aussi abondance et fécondité, parfois un nouveau départ ou une grossesse dans la famille.",
        ],
      },
      de: {
        name: "Fisch",
        meanings: [
          "Fische leben in der Tiefe, darum stehen sie oft für Einsichten aus dem Unbewussten: Ideen und Ahnungen, die man fangen kann.",
          "In vielen Traditionen bedeutet der Fisch auch Fülle und Fruchtbarkeit, manchmal einen Neubeginn oder eine Schwangerschaft in der Familie.",
        ],
      },
      es: {
        name: "el pez",
        meanings: [
          "Los peces viven en lo profundo, por eso suelen representar intuiciones que suben del inconsciente: ideas que se pueden atrapar.",
          "En muchas tradiciones el pez significa también abundancia y fertilidad, a veces un nuevo comienzo o un embarazo en la familia.",
        ],
      },
    },
  },
  {
    id: "horse",
    category: "animals",
    cues: {
      en: "horse horses pony ponies stallion* mare",
      uk: "кінь коня коневі конем коні коней кіньми конях кобил* лошад* поні",
      fr: "cheval chevaux jument* poney* étalon*",
      de: "pferd pferde pferdes pferden *pferd pony ponys hengst* stute*",
      es: "caballo* yegua* potro* poni",
    },
    text: {
      en: {
        name: "horse",
        meanings: [
          "A horse embodies vital energy and drive: strength, passion and the wish to move forward freely.",
          "Riding it calmly suggests that you are in tune with your energy; a runaway horse, drives or emotions that are carrying you away.",
        ],
      },
      uk: {
        name: "кінь",
        meanings: [
          "Кінь утілює життєву енергію і рушійну силу: міць, пристрасть і бажання вільно рухатися вперед.",
          "Спокійна їзда верхи означає злагоду з власною енергією, а кінь, що понісся, — потяги чи емоції, які вас захоплюють.",
        ],
      },
      fr: {
        name: "le cheval",
        meanings: [
          "Le cheval incarne l’énergie vitale et l’élan : la force, la passion et le désir d’avancer librement.",
          "Le monter calmement suggère que vous êtes en accord avec votre énergie ; un cheval emballé, des pulsions ou des émotions qui vous emportent.",
        ],
      },
      de: {
        name: "Pferd",
        meanings: [
          "Ein Pferd verkörpert Lebenskraft und Antrieb: Stärke, Leidenschaft und den Wunsch, frei voranzukommen.",
          "Ruhig zu reiten spricht für Einklang mit Ihrer Energie, ein durchgehendes Pferd für Triebe oder Gefühle, die mit Ihnen durchgehen.",
        ],
      },
      es: {
        name: "el caballo",
        meanings: [
          "El caballo encarna la energía vital y el impulso: fuerza, pasión y el deseo de avanzar con libertad.",
          "Montarlo con calma sugiere sintonía con tu energía; un caballo desbocado, impulsos o emociones que te arrastran.",
        ],
      },
    },
  },
  {
    id: "insects",
    category: "animals",
    cues: {
      // "fly" and "flies" belong to flying; a dream about flies is rarer than one about flying.
      // Worms are left out: they are not insects (maggots are, as larvae).
      en: "insect* bug bugs ant ants cockroach* maggot* beetle*",
      uk: "комах* жук жука жуки жуків мурах* тарган* муха мухи мух мухами",
      // "ver(s)" is left out: "vers" is "towards" and "ver" Spanish "to see".
      fr: "insecte* fourmi* cafard* asticot* mouche* scarabée*",
      // "Made" is English "made"; only the plural "Maden" is kept.
      de: "insekt* käfer ameise* kakerlake* maden",
      es: "insecto* bicho* hormiga* cucaracha* mosca* escarabajo*",
    },
    text: {
      en: {
        name: "insects",
        meanings: [
          "Insects often stand for small worries that multiply: irritations, guilt or thoughts that crawl back however often you push them away.",
          "A swarm can mean feeling overrun by details; ants at work, on the other hand, patience and cooperation.",
        ],
      },
      uk: {
        name: "комахи",
        meanings: [
          "Комахи часто символізують дрібні тривоги, що множаться: подразнення, провину чи думки, які знову повзуть назад, скільки їх не відганяй.",
          "Рій може означати відчуття, що вас поглинають дрібниці, а мурахи за роботою — терпіння і співпрацю.",
        ],
      },
      fr: {
        name: "les insectes",
        meanings: [
          "Les insectes figurent souvent de petits soucis qui se multiplient : agacements, culpabilité ou pensées qui reviennent ramper malgré vous.",
          "Un essaim peut traduire le sentiment d’être envahi par les détails ; des fourmis au travail, au contraire, la patience et la coopération.",
        ],
      },
      de: {
        name: "Insekten",
        meanings: [
          "Insekten stehen oft für kleine Sorgen, die sich vermehren: Ärger, Schuldgefühle oder Gedanken, die immer wieder zurückkriechen.",
          "Ein Schwarm kann bedeuten, sich von Kleinigkeiten überrannt zu fühlen, arbeitende Ameisen dagegen Geduld und Zusammenarbeit.",
        ],
      },
      es: {
        name: "los insectos",
        meanings: [
          "Los insectos suelen representar pequeñas preocupaciones que se multiplican: molestias, culpa o pensamientos que vuelven a arrastrarse por mucho que los apartes.",
          "Un enjambre puede indicar la sensación de estar invadido por detalles; las hormigas trabajando, en cambio, paciencia y cooperación.",
        ],
      },
    },
  },
  {
    id: "bee",
    category: "animals",
    cues: {
      // Wasps and hornets are left out: the readings (honey, shared work) are about bees.
      en: "bee bees beehive* hive hives",
      uk: "бджола бджоли бджолу бджолою бджіл бджолами вулик*",
      fr: "abeille* ruche*",
      de: "biene bienen *biene bienenstock*",
      es: "abeja* colmena*",
    },
    text: {
      en: {
        name: "bees",
        meanings: [
          "Bees stand for diligence and community: work shared with others, and the sweetness it can bring.",
          "Being stung points to a hurtful remark or a conflict in a group; a swarm, to activity that has become overwhelming.",
        ],
      },
      uk: {
        name: "бджоли",
        meanings: [
          "Бджоли символізують працьовитість і спільноту: роботу, розділену з іншими, і «мед», який вона може принести.",
          "Укус указує на болюче слово чи конфлікт у колективі, рій — на діяльність, що стала виснажливою.",
        ],
      },
      fr: {
        name: "les abeilles",
        meanings: [
          "Les abeilles symbolisent l’ardeur au travail et la communauté : un effort partagé, et la douceur qu’il peut apporter.",
          "Une piqûre évoque une parole blessante ou un conflit dans un groupe ; un essaim, une activité devenue écrasante.",
        ],
      },
      de: {
        name: "Bienen",
        meanings: [
          "Bienen stehen für Fleiß und Gemeinschaft: Arbeit, die man mit anderen teilt, und die Süße, die sie bringen kann.",
          "Ein Stich deutet auf eine verletzende Bemerkung oder einen Konflikt in einer Gruppe, ein Schwarm auf Betriebsamkeit, die überhandnimmt.",
        ],
      },
      es: {
        name: "las abejas",
        meanings: [
          "Las abejas simbolizan laboriosidad y comunidad: trabajo compartido con otros y la dulzura que puede dar.",
          "Una picadura apunta a un comentario hiriente o a un conflicto en un grupo; un enjambre, a una actividad que se ha vuelto abrumadora.",
        ],
      },
    },
  },
  {
    id: "rat",
    category: "animals",
    cues: {
      // English "rat" is also German "Rat" (advice); the rodent is kept.
      en: "rat rats mouse mice rodent*",
      uk: "щур щура щури щурів пацюк* миша миші мишу мишею мишей мишк* мишен*",
      // "souris" is also "(you) smile"; the animal is far more common in writing.
      fr: "rat rats souris rongeur*",
      de: "ratte ratten maus mäuse mäusen *maus nagetier*",
      es: "rata ratas ratón ratones roedor*",
    },
    text: {
      en: {
        name: "rats and mice",
        meanings: [
          "Rats and mice point to things that gnaw at you quietly: worries, guilt, or a sense that something is being undermined.",
          "They can also stand for distrust of someone who seems to act behind your back.",
        ],
      },
      uk: {
        name: "щури й миші",
        meanings: [
          "Щури й миші вказують на те, що тихо вас гризе: тривоги, провину чи відчуття, що щось підточують.",
          "Вони можуть означати й недовіру до когось, хто, здається, діє у вас за спиною.",
        ],
      },
      fr: {
        name: "les rats et les souris",
        meanings: [
          "Rats et souris désignent ce qui vous ronge en silence : soucis, culpabilité, ou le sentiment que quelque chose est sapé.",
          "Ils peuvent aussi exprimer une méfiance envers quelqu’un qui semble agir dans votre dos.",
        ],
      },
      de: {
        name: "Ratten und Mäuse",
        meanings: [
          "Ratten und Mäuse stehen für das, was still an Ihnen nagt: Sorgen, Schuldgefühle oder das Gefühl, dass etwas untergraben wird.",
          "Sie können auch Misstrauen gegenüber jemandem ausdrücken, der hinter Ihrem Rücken zu handeln scheint.",
        ],
      },
      es: {
        name: "las ratas y los ratones",
        meanings: [
          "Ratas y ratones señalan lo que te roe en silencio: preocupaciones, culpa o la sensación de que algo se está socavando.",
          "También pueden expresar desconfianza hacia alguien que parece actuar a tus espaldas.",
        ],
      },
    },
  },
  {
    id: "butterfly",
    category: "animals",
    cues: {
      // Moths are left out; German "Falter" is either.
      en: "butterfl*",
      uk: "метелик*",
      fr: "papillon*",
      de: "schmetterling* falter",
      es: "mariposa*",
    },
    text: {
      en: {
        name: "butterfly",
        meanings: [
          "A butterfly is transformation completed: something that has grown through a difficult stage and can now open its wings.",
          "It also stands for lightness and fragile beauty, a moment of joy worth noticing before it flies off.",
        ],
      },
      uk: {
        name: "метелик",
        meanings: [
          "Метелик — це завершене перетворення: щось, що пройшло важкий етап і тепер може розправити крила.",
          "Він символізує і легкість та крихку красу, мить радості, яку варто помітити, поки вона не полетіла.",
        ],
      },
      fr: {
        name: "le papillon",
        meanings: [
          "Le papillon, c’est la transformation accomplie : quelque chose qui a traversé une étape difficile et peut enfin déployer ses ailes.",
          "Il représente aussi la légèreté et une beauté fragile, un instant de joie à remarquer avant qu’il ne s’envole.",
        ],
      },
      de: {
        name: "Schmetterling",
        meanings: [
          "Ein Schmetterling ist vollendete Verwandlung: etwas, das eine schwere Phase durchlaufen hat und nun die Flügel ausbreiten kann.",
          "Er steht auch für Leichtigkeit und zerbrechliche Schönheit, einen Moment der Freude, den man bemerken sollte, bevor er davonfliegt.",
        ],
      },
      es: {
        name: "la mariposa",
        meanings: [
          "La mariposa es una transformación cumplida: algo que atravesó una etapa difícil y ahora puede abrir las alas.",
          "También representa ligereza y belleza frágil, un momento de alegría que merece la pena notar antes de que se vaya volando.",
        ],
      },
    },
  },
];
