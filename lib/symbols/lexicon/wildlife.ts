// Wild animals. Cue syntax: see `Cues` in ./types.ts.
import type { DreamSymbol } from "./types";

export const WILDLIFE: readonly DreamSymbol[] = [
  {
    id: "wolf",
    category: "animals",
    cues: {
      en: "wolf wolves werewolf* wolfpack",
      uk: "вовк вовка вовком вовки вовків вовками вовч* вовкулак*",
      fr: "loup loups louve* louveteau*",
      de: "wolf wölfe wolfes wölfen *wolf werwolf*",
      es: "lobo lobos loba lobas lobezno*",
    },
    text: {
      en: {
        name: "wolf",
        meanings: [
          "A wolf can be a threat, a predatory person or situation, but also your own wild, untamed instincts.",
          "Wolves live in packs, so they also speak of loyalty and belonging, or of feeling like an outsider looking in.",
        ],
      },
      uk: {
        name: "вовк",
        meanings: [
          "Вовк може бути загрозою, хижою людиною чи ситуацією, але й вашими власними дикими, неприборканими інстинктами.",
          "Вовки живуть зграєю, тож говорять і про вірність та приналежність або про відчуття чужинця, що дивиться ззовні.",
        ],
      },
      fr: {
        name: "le loup",
        meanings: [
          "Le loup peut être une menace, une personne ou une situation prédatrice, mais aussi vos propres instincts sauvages, indomptés.",
          "Les loups vivent en meute : ils parlent aussi de loyauté et d’appartenance, ou du sentiment d’être un étranger qui regarde de dehors.",
        ],
      },
      de: {
        name: "Wolf",
        meanings: [
          "Ein Wolf kann Bedrohung sein, ein räuberischer Mensch oder eine solche Lage, aber auch Ihre eigenen wilden, ungezähmten Instinkte.",
          "Wölfe leben im Rudel, darum sprechen sie auch von Treue und Zugehörigkeit oder vom Gefühl, als Außenseiter hineinzuschauen.",
        ],
      },
      es: {
        name: "el lobo",
        meanings: [
          "El lobo puede ser una amenaza, una persona o situación depredadora, pero también tus propios instintos salvajes, sin domar.",
          "Los lobos viven en manada, así que también hablan de lealtad y pertenencia, o de sentirte un extraño que mira desde fuera.",
        ],
      },
    },
  },
  {
    id: "bear",
    category: "animals",
    cues: {
      // "bear" is also the verb ("I can't bear it"); the animal is kept.
      en: "bear bears grizzly",
      uk: "ведмідь ведмедя ведмедем ведмеді ведмедів ведмедиц* ведмежа* ведмедик*",
      // Bare "ours" is English "ours": French needs the elided or preceded form.
      fr: "l'ours un|les|des|gros|grand|énorme|cet+ours ourse ourson*",
      de: "bär bären *bär *bären",
      es: "oso osos osa osito* osezno*",
    },
    text: {
      en: {
        name: "bear",
        meanings: [
          "A bear is raw strength and protectiveness: a powerful presence, sometimes a parent figure, that can shelter or threaten.",
          "Bears hibernate, so the dream may also ask for withdrawal and rest, or show anger that has been sleeping.",
        ],
      },
      uk: {
        name: "ведмідь",
        meanings: [
          "Ведмідь — це первісна сила і захист: могутня присутність, інколи батьківська фігура, що може і вберегти, і налякати.",
          "Ведмеді впадають у сплячку, тож сон може кликати до усамітнення й відпочинку або показувати гнів, що досі спав.",
        ],
      },
      fr: {
        name: "l’ours",
        meanings: [
          "L’ours, c’est la force brute et la protection : une présence puissante, parfois une figure parentale, qui peut abriter ou menacer.",
          "L’ours hiberne : le rêve peut aussi réclamer retrait et repos, ou montrer une colère jusque-là endormie.",
        ],
      },
      de: {
        name: "Bär",
        meanings: [
          "Ein Bär ist rohe Kraft und Schutz: eine mächtige Gegenwart, manchmal eine Elternfigur, die bergen oder bedrohen kann.",
          "Bären halten Winterschlaf, darum kann der Traum auch Rückzug und Ruhe verlangen oder einen Zorn zeigen, der bisher schlief.",
        ],
      },
      es: {
        name: "el oso",
        meanings: [
          "El oso es fuerza en bruto y protección: una presencia poderosa, a veces una figura paterna o materna, que puede amparar o amenazar.",
          "Los osos hibernan, así que el sueño también puede pedir retiro y descanso o mostrar una ira que estaba dormida.",
        ],
      },
    },
  },
  {
    id: "lion",
    category: "animals",
    cues: {
      en: "lion lions lioness*",
      uk: "лев лева левом леви левів левиц* левеня*",
      fr: "lion lions lionne* lionceau*",
      de: "löwe löwen löwin* *löwe",
      es: "león leones leona* cachorro+de+león",
    },
    text: {
      en: {
        name: "lion",
        meanings: [
          "A lion stands for courage, pride and authority: your own strength, or a dominant person whose power you feel.",
          "Facing a lion calmly suggests growing confidence; being attacked by one, a struggle with someone’s power, or with your own anger.",
        ],
      },
      uk: {
        name: "лев",
        meanings: [
          "Лев символізує мужність, гідність і владу: вашу власну силу або домінантну людину, чию владу ви відчуваєте.",
          "Спокійно стояти перед левом означає зростання впевненості, а напад лева — боротьбу з чиєюсь владою чи з власним гнівом.",
        ],
      },
      fr: {
        name: "le lion",
        meanings: [
          "Le lion symbolise le courage, la fierté et l’autorité : votre propre force, ou une personne dominante dont vous sentez le pouvoir.",
          "Affronter un lion calmement suggère une confiance qui grandit ; être attaqué par lui, une lutte avec le pouvoir de quelqu’un, ou avec votre propre colère.",
        ],
      },
      de: {
        name: "Löwe",
        meanings: [
          "Ein Löwe steht für Mut, Stolz und Autorität: Ihre eigene Stärke oder einen dominanten Menschen, dessen Macht Sie spüren.",
          "Einem Löwen ruhig gegenüberzustehen spricht für wachsendes Selbstvertrauen, angegriffen zu werden für einen Kampf mit fremder Macht oder dem eigenen Zorn.",
        ],
      },
      es: {
        name: "el león",
        meanings: [
          "El león simboliza valor, orgullo y autoridad: tu propia fuerza o una persona dominante cuyo poder sientes.",
          "Enfrentarte a un león con calma sugiere una confianza creciente; que te ataque, una lucha con el poder de alguien o con tu propia ira.",
        ],
      },
    },
  },
  {
    id: "tiger",
    category: "animals",
    cues: {
      en: "tiger*",
      uk: "тигр тигра тигром тигри тигрів тигриц* тигреня*",
      fr: "tigre tigres tigresse*",
      de: "tiger tigers tigerin",
      es: "tigre tigres tigresa*",
    },
    text: {
      en: {
        name: "tiger",
        meanings: [
          "A tiger is power and danger held in the same body: passion, anger or ambition that is beautiful and hard to control.",
          "Being stalked by a tiger can mean a threat you sense but cannot yet see; taming one, mastering your own intensity.",
        ],
      },
      uk: {
        name: "тигр",
        meanings: [
          "Тигр — це сила і небезпека в одному тілі: пристрасть, гнів чи амбіції, прекрасні й важкі для контролю.",
          "Якщо тигр вас вистежує, це може бути загроза, яку ви відчуваєте, але ще не бачите; приборкати його — опанувати власну інтенсивність.",
        ],
      },
      fr: {
        name: "le tigre",
        meanings: [
          "Le tigre réunit puissance et danger : une passion, une colère ou une ambition à la fois belle et difficile à maîtriser.",
          "Être traqué par un tigre peut signifier une menace que vous sentez sans la voir encore ; l’apprivoiser, maîtriser votre propre intensité.",
        ],
      },
      de: {
        name: "Tiger",
        meanings: [
          "Ein Tiger vereint Kraft und Gefahr: Leidenschaft, Wut oder Ehrgeiz, schön und schwer zu bändigen.",
          "Von einem Tiger verfolgt zu werden kann eine Bedrohung bedeuten, die Sie spüren, aber noch nicht sehen; ihn zu zähmen, die eigene Intensität zu meistern.",
        ],
      },
      es: {
        name: "el tigre",
        meanings: [
          "El tigre reúne poder y peligro: pasión, ira o ambición hermosas y difíciles de controlar.",
          "Que un tigre te aceche puede indicar una amenaza que intuyes pero aún no ves; domarlo, dominar tu propia intensidad.",
        ],
      },
    },
  },
  {
    id: "owl",
    category: "animals",
    cues: {
      en: "owl owls",
      uk: "сова сови сову совою сові сов совен*",
      // Bare "chouette" is also "great!"; the bird needs a word before it.
      fr: "hibou hiboux une|la|les|des|petite+chouette|chouettes",
      // No "*eule": it would take the French "seule".
      de: "eule eulen uhu",
      es: "búho búhos lechuza* mochuelo*",
    },
    text: {
      en: {
        name: "owl",
        meanings: [
          "An owl stands for wisdom and seeing in the dark: an intuition about something others overlook.",
          "It can also be a messenger of change, a quiet signal that something is ending so that something else can begin.",
        ],
      },
      uk: {
        name: "сова",
        meanings: [
          "Сова символізує мудрість і здатність бачити в темряві: інтуїтивне знання про те, чого інші не помічають.",
          "Вона може бути й вісницею змін, тихим знаком, що щось завершується, аби почалося інше.",
        ],
      },
      fr: {
        name: "le hibou",
        meanings: [
          "Le hibou symbolise la sagesse et la capacité de voir dans le noir : une intuition sur ce que les autres ne remarquent pas.",
          "Il peut aussi être messager de changement, le signal discret que quelque chose se termine pour qu’autre chose commence.",
        ],
      },
      de: {
        name: "Eule",
        meanings: [
          "Eine Eule steht für Weisheit und das Sehen im Dunkeln: eine Ahnung über etwas, das andere übersehen.",
          "Sie kann auch Botin des Wandels sein, ein leises Zeichen, dass etwas endet, damit Neues beginnen kann.",
        ],
      },
      es: {
        name: "el búho",
        meanings: [
          "El búho simboliza sabiduría y la capacidad de ver en la oscuridad: una intuición sobre algo que otros pasan por alto.",
          "También puede ser mensajero de cambio, una señal discreta de que algo termina para que otra cosa empiece.",
        ],
      },
    },
  },
  {
    id: "shark",
    category: "animals",
    cues: {
      en: "shark*",
      uk: "акула акули акулу акулою акул акулами",
      fr: "requin*",
      de: "hai haie haien *hai haifisch*",
      es: "tiburón tiburones",
    },
    text: {
      en: {
        name: "shark",
        meanings: [
          "A shark is a danger beneath the surface: a threat you sense in your emotional life, or someone who seems ruthless.",
          "It can also reflect your own sharpness, a need to defend yourself more firmly than you usually allow.",
        ],
      },
      uk: {
        name: "акула",
        meanings: [
          "Акула — небезпека під поверхнею: загроза, яку ви відчуваєте в емоційному житті, або людина, що здається безжальною.",
          "Вона може відображати й вашу власну гостроту, потребу захищатися рішучіше, ніж ви зазвичай собі дозволяєте.",
        ],
      },
      fr: {
        name: "le requin",
        meanings: [
          "Le requin est un danger sous la surface : une menace perçue dans votre vie émotionnelle, ou quelqu’un qui paraît impitoyable.",
          "Il peut aussi refléter votre propre mordant, le besoin de vous défendre plus fermement que vous ne vous le permettez d’habitude.",
        ],
      },
      de: {
        name: "Hai",
        meanings: [
          "Ein Hai ist Gefahr unter der Oberfläche: eine Bedrohung, die Sie im Gefühlsleben spüren, oder jemand, der rücksichtslos wirkt.",
          "Er kann auch Ihre eigene Schärfe spiegeln, das Bedürfnis, sich entschiedener zu wehren, als Sie es sich sonst erlauben.",
        ],
      },
      es: {
        name: "el tiburón",
        meanings: [
          "El tiburón es un peligro bajo la superficie: una amenaza que intuyes en tu vida emocional o alguien que parece despiadado.",
          "También puede reflejar tu propio filo, la necesidad de defenderte con más firmeza de la que sueles permitirte.",
        ],
      },
    },
  },
  {
    id: "whale",
    category: "animals",
    cues: {
      en: "whale* dolphin*",
      uk: "кит кита китом кити китів китов* дельфін*",
      fr: "baleine* dauphin*",
      // No "*wal": it would take the English renewal, arrival and approval.
      de: "wal wale wals buckelwal* pottwal* blauwal* delfin* delphin*",
      es: "ballena* delfín delfines",
    },
    text: {
      en: {
        name: "whales and dolphins",
        meanings: [
          "Whales and dolphins are gentle giants of the deep: emotional intelligence, intuition and a connection to something vast.",
          "Swimming with them often reflects harmony with your feelings, or a longing for playful, trusting company.",
        ],
      },
      uk: {
        name: "кити й дельфіни",
        meanings: [
          "Кити й дельфіни — лагідні велетні глибин: емоційний інтелект, інтуїція і зв’язок із чимось безмежним.",
          "Плавати з ними часто означає злагоду з власними почуттями або тугу за грайливим, довірливим товариством.",
        ],
      },
      fr: {
        name: "les baleines et les dauphins",
        meanings: [
          "Baleines et dauphins sont de doux géants des profondeurs : intelligence émotionnelle, intuition et lien avec quelque chose d’immense.",
          "Nager avec eux reflète souvent l’harmonie avec vos sentiments, ou l’envie d’une compagnie joyeuse et confiante.",
        ],
      },
      de: {
        name: "Wale und Delfine",
        meanings: [
          "Wale und Delfine sind sanfte Riesen der Tiefe: emotionale Intelligenz, Intuition und Verbindung zu etwas Unermesslichem.",
          "Mit ihnen zu schwimmen spiegelt oft Einklang mit Ihren Gefühlen oder die Sehnsucht nach verspielter, vertrauensvoller Gesellschaft.",
        ],
      },
      es: {
        name: "las ballenas y los delfines",
        meanings: [
          "Ballenas y delfines son gigantes amables de lo profundo: inteligencia emocional, intuición y conexión con algo inmenso.",
          "Nadar con ellos suele reflejar armonía con tus sentimientos o el anhelo de una compañía alegre y confiada.",
        ],
      },
    },
  },
  {
    id: "frog",
    category: "animals",
    cues: {
      en: "frog* toad*",
      uk: "жаба жаби жабу жабою жаб жабк*",
      fr: "grenouille* crapaud*",
      de: "frosch frösche *frosch kröte*",
      es: "rana ranas sapo sapos",
    },
    text: {
      en: {
        name: "frog",
        meanings: [
          "Frogs live between water and land and change shape as they grow, so they often stand for transformation in progress.",
          "In fairy tales the frog hides a prince: something that looks unappealing may turn out to be valuable.",
        ],
      },
      uk: {
        name: "жаба",
        meanings: [
          "Жаби живуть між водою і суходолом і змінюють форму, коли ростуть, тому часто символізують перетворення, що триває.",
          "У казках у жабі ховається царівна: те, що здається непривабливим, може виявитися цінним.",
        ],
      },
      fr: {
        name: "la grenouille",
        meanings: [
          "La grenouille vit entre l’eau et la terre et change de forme en grandissant : elle figure souvent une transformation en cours.",
          "Dans les contes, la grenouille cache un prince : ce qui semble peu attirant peut se révéler précieux.",
        ],
      },
      de: {
        name: "Frosch",
        meanings: [
          "Frösche leben zwischen Wasser und Land und verwandeln sich beim Wachsen, darum stehen sie oft für eine Wandlung, die gerade geschieht.",
          "Im Märchen steckt im Frosch ein Prinz: Was unscheinbar oder abstoßend wirkt, kann sich als wertvoll erweisen.",
        ],
      },
      es: {
        name: "la rana",
        meanings: [
          "Las ranas viven entre el agua y la tierra y cambian de forma al crecer, por eso suelen representar una transformación en marcha.",
          "En los cuentos la rana esconde un príncipe: lo que parece poco atractivo puede resultar valioso.",
        ],
      },
    },
  },
  {
    id: "rabbit",
    category: "animals",
    cues: {
      en: "rabbit* bunny bunnies hare hares",
      uk: "кролик* заєць зайця зайці зайців зайчик* зайченя*",
      fr: "lapin* lièvre*",
      // No "*hase": it would take Phase.
      de: "hase hasen osterhase* kaninchen häschen",
      es: "conejo* liebre*",
    },
    text: {
      en: {
        name: "rabbit",
        meanings: [
          "A rabbit can stand for vulnerability and quick fear: the urge to run before you have looked at what is there.",
          "Rabbits are also symbols of fertility and luck, of new beginnings multiplying.",
        ],
      },
      uk: {
        name: "кролик",
        meanings: [
          "Кролик чи заєць може означати вразливість і швидкий переляк: бажання втекти, ще не роздивившись, що там.",
          "Водночас це символи плідності й удачі, нових починань, що множаться.",
        ],
      },
      fr: {
        name: "le lapin",
        meanings: [
          "Le lapin peut représenter la vulnérabilité et la peur prompte : l’envie de fuir avant même d’avoir regardé ce qui est là.",
          "Les lapins sont aussi des symboles de fécondité et de chance, de nouveaux départs qui se multiplient.",
        ],
      },
      de: {
        name: "Hase",
        meanings: [
          "Ein Hase kann für Verletzlichkeit und schnelle Angst stehen: den Drang wegzulaufen, bevor man hingesehen hat.",
          "Hasen sind auch Sinnbilder für Fruchtbarkeit und Glück, für Neuanfänge, die sich vermehren.",
        ],
      },
      es: {
        name: "el conejo",
        meanings: [
          "El conejo puede representar vulnerabilidad y miedo rápido: el impulso de huir antes de mirar qué hay.",
          "Los conejos también simbolizan fertilidad y suerte, nuevos comienzos que se multiplican.",
        ],
      },
    },
  },
  {
    id: "crocodile",
    category: "animals",
    cues: {
      en: "crocodile* alligator*",
      uk: "крокодил* алігатор*",
      fr: "crocodile* alligator* caïman*",
      de: "krokodil* alligator*",
      es: "cocodrilo* caimán caimanes aligátor*",
    },
    text: {
      en: {
        name: "crocodile",
        meanings: [
          "A crocodile is an ancient, cold danger lying in wait: a threat hidden in calm-looking water, or someone two-faced.",
          "It can also be your own defensiveness, a thick skin grown to protect something soft.",
        ],
      },
      uk: {
        name: "крокодил",
        meanings: [
          "Крокодил — давня, холодна небезпека, що чатує: загроза, прихована в спокійній на вигляд воді, або дворушна людина.",
          "Він може бути й вашою власною захисною реакцією, товстою шкірою, що наросла, аби вберегти щось ніжне.",
        ],
      },
      fr: {
        name: "le crocodile",
        meanings: [
          "Le crocodile est un danger ancien et froid, à l’affût : une menace cachée dans une eau d’apparence calme, ou une personne à double visage.",
          "Il peut aussi être votre propre carapace défensive, une peau épaisse née pour protéger quelque chose de tendre.",
        ],
      },
      de: {
        name: "Krokodil",
        meanings: [
          "Ein Krokodil ist uralte, kalte Gefahr auf der Lauer: eine Bedrohung in scheinbar ruhigem Wasser oder ein falscher Mensch.",
          "Es kann auch Ihre eigene Abwehr sein, ein dickes Fell, das gewachsen ist, um etwas Weiches zu schützen.",
        ],
      },
      es: {
        name: "el cocodrilo",
        meanings: [
          "El cocodrilo es un peligro antiguo y frío al acecho: una amenaza escondida en aguas aparentemente tranquilas o alguien de doble cara.",
          "También puede ser tu propia coraza, una piel gruesa que creció para proteger algo tierno.",
        ],
      },
    },
  },
  {
    id: "fox",
    category: "animals",
    cues: {
      en: "fox foxes vixen",
      uk: "лис лиса лисом лиси лисиц* лисеня* лисичк*",
      fr: "renard*",
      de: "fuchs füchse fuchses *fuchs",
      es: "zorro* zorra zorras",
    },
    text: {
      en: {
        name: "fox",
        meanings: [
          "A fox stands for cleverness and adaptability: a situation that calls for wit rather than force.",
          "It can also warn of cunning, your own or someone else’s, and of a game played without clear rules.",
        ],
      },
      uk: {
        name: "лис",
        meanings: [
          "Лис символізує кмітливість і гнучкість: ситуацію, що вимагає розуму, а не сили.",
          "Він може попереджати й про хитрість, власну чи чужу, та про гру без чітких правил.",
        ],
      },
      fr: {
        name: "le renard",
        meanings: [
          "Le renard symbolise la ruse et l’adaptabilité : une situation qui demande de l’esprit plutôt que de la force.",
          "Il peut aussi avertir d’une malice, la vôtre ou celle d’un autre, et d’un jeu aux règles floues.",
        ],
      },
      de: {
        name: "Fuchs",
        meanings: [
          "Ein Fuchs steht für Klugheit und Anpassungsfähigkeit: eine Lage, die Verstand statt Kraft verlangt.",
          "Er kann auch vor List warnen, der eigenen oder fremden, und vor einem Spiel ohne klare Regeln.",
        ],
      },
      es: {
        name: "el zorro",
        meanings: [
          "El zorro simboliza astucia y adaptabilidad: una situación que pide ingenio más que fuerza.",
          "También puede advertir de una picardía, tuya o ajena, y de un juego sin reglas claras.",
        ],
      },
    },
  },
];
