// The sky, day and night, light and darkness. Cue syntax: see `Cues` in ./types.ts.
import type { DreamSymbol } from "./types";

export const SKY: readonly DreamSymbol[] = [
  {
    id: "sky",
    category: "elements",
    cues: {
      en: "sky skies heaven heavens",
      uk: "небо неба небі небом небес небеса небесн*",
      fr: "ciel cieux céleste célestes",
      de: "himmel himmels himmlisch*",
      es: "cielo cielos firmamento",
    },
    text: {
      en: {
        name: "sky",
        meanings: [
          "The sky is the space of possibility: ambitions, hopes and the sense that there is more than the everyday.",
          "Its colour tells the mood: a clear sky suggests clarity and openness, a heavy or strange one a worry hanging over you.",
        ],
      },
      uk: {
        name: "небо",
        meanings: [
          "Небо — це простір можливостей: амбіції, надії та відчуття, що існує щось більше за буденність.",
          "Його колір передає настрій: ясне небо говорить про ясність і відкритість, важке чи дивне — про тривогу, що нависає над вами.",
        ],
      },
      fr: {
        name: "le ciel",
        meanings: [
          "Le ciel est l’espace des possibles : ambitions, espoirs, et le sentiment qu’il existe plus grand que le quotidien.",
          "Sa couleur dit l’humeur : un ciel dégagé évoque la clarté et l’ouverture, un ciel lourd ou étrange un souci qui plane sur vous.",
        ],
      },
      de: {
        name: "Himmel",
        meanings: [
          "Der Himmel ist der Raum der Möglichkeiten: Ziele, Hoffnungen und das Gefühl, dass es mehr gibt als den Alltag.",
          "Seine Farbe verrät die Stimmung: Ein klarer Himmel steht für Klarheit und Offenheit, ein schwerer oder seltsamer für eine Sorge, die über Ihnen schwebt.",
        ],
      },
      es: {
        name: "el cielo",
        meanings: [
          "El cielo es el espacio de lo posible: ambiciones, esperanzas y la sensación de que hay algo más que lo cotidiano.",
          "Su color refleja el ánimo: un cielo despejado sugiere claridad y apertura; uno pesado o extraño, una preocupación que pende sobre ti.",
        ],
      },
    },
  },
  {
    id: "sun",
    category: "elements",
    cues: {
      en: "sun suns sunny sunshine sunlight sunrise sunset sunbeam*",
      uk: "сонце сонця сонцю сонцем сонці сонечко сонячн*",
      fr: "soleil soleils ensoleillé ensoleillée",
      de: "sonne sonnig sonnige sonnigen sonnen*",
      // Bare "sol" is also French for floor ("le sol"), so Spanish needs a word before it.
      es: "el|del|al|bajo|gran|enorme|ese|este|aquel|ardiente|mucho+sol soleado soleada",
    },
    text: {
      en: {
        name: "sun",
        meanings: [
          "The sun stands for vitality, warmth and clarity: energy returning, or a part of you that wants to be seen.",
          "A bright sun often marks hope and confidence; a scorching one, pressure or exposure you cannot escape.",
        ],
      },
      uk: {
        name: "сонце",
        meanings: [
          "Сонце символізує життєву силу, тепло і ясність: енергія повертається, або якась ваша частина хоче бути поміченою.",
          "Яскраве сонце часто означає надію та впевненість, пекуче — тиск або відкритість, від якої нікуди сховатися.",
        ],
      },
      fr: {
        name: "le soleil",
        meanings: [
          "Le soleil symbolise la vitalité, la chaleur et la clarté : une énergie qui revient, ou une part de vous qui veut être vue.",
          "Un soleil éclatant marque souvent l’espoir et la confiance ; un soleil brûlant, une pression ou une exposition à laquelle on ne peut échapper.",
        ],
      },
      de: {
        name: "Sonne",
        meanings: [
          "Die Sonne steht für Lebenskraft, Wärme und Klarheit: Energie kehrt zurück, oder ein Teil von Ihnen möchte gesehen werden.",
          "Strahlende Sonne zeigt oft Hoffnung und Zuversicht, sengende Sonne Druck oder ein Ausgesetztsein, dem man nicht entkommt.",
        ],
      },
      es: {
        name: "el sol",
        meanings: [
          "El sol simboliza vitalidad, calor y claridad: energía que vuelve o una parte de ti que quiere ser vista.",
          "Un sol radiante suele marcar esperanza y confianza; uno abrasador, presión o una exposición de la que no puedes escapar.",
        ],
      },
    },
  },
  {
    id: "moon",
    category: "elements",
    cues: {
      en: "moon moons moonlight moonlit",
      // "місяць" is also "month"; the usual time phrases are blocked. "місячн*"
      // (lunar) is also "monthly", which is rare in dreams.
      uk: "місяць місяця місяцем місяці місяцю півмісяць* місячн* !місяць+тому !місяці+тому !минулого|цього|наступного|кожного+місяця !за|через|протягом|весь|цілий|кожен|наступний|минулий|цей+місяць",
      fr: "lune lunes lunaire lunaires",
      // "Monde" is left out: it is French for "world".
      de: "mond mondes mondlicht mondschein *mond",
      es: "luna lunas lunar",
    },
    text: {
      en: {
        name: "moon",
        meanings: [
          "The moon belongs to intuition, the unconscious and cycles: moods that wax and wane, things seen by a softer light.",
          "A full moon can mark something coming to completion; a thin crescent, a beginning that is still fragile.",
        ],
      },
      uk: {
        name: "місяць",
        meanings: [
          "Місяць пов’язаний з інтуїцією, несвідомим і циклами: настроями, що зростають і спадають, речами, побаченими у м’якшому світлі.",
          "Повний місяць може позначати завершення чогось, тонкий серп — початок, який ще крихкий.",
        ],
      },
      fr: {
        name: "la lune",
        meanings: [
          "La lune appartient à l’intuition, à l’inconscient et aux cycles : des humeurs qui croissent et décroissent, des choses vues sous une lumière plus douce.",
          "La pleine lune peut marquer un aboutissement ; un mince croissant, un commencement encore fragile.",
        ],
      },
      de: {
        name: "Mond",
        meanings: [
          "Der Mond gehört zur Intuition, zum Unbewussten und zu Zyklen: Stimmungen, die zu- und abnehmen, Dinge in weicherem Licht.",
          "Vollmond kann einen Abschluss markieren, eine schmale Sichel einen Anfang, der noch zerbrechlich ist.",
        ],
      },
      es: {
        name: "la luna",
        meanings: [
          "La luna pertenece a la intuición, al inconsciente y a los ciclos: estados de ánimo que crecen y menguan, cosas vistas con una luz más suave.",
          "La luna llena puede señalar algo que culmina; una luna creciente fina, un comienzo todavía frágil.",
        ],
      },
    },
  },
  {
    id: "stars",
    category: "elements",
    cues: {
      // "star" is also a celebrity; the celebrity symbol has its own words.
      en: "star stars starry starlight",
      uk: "зірка зірки зірку зіркою зірці зірок зірками зірках зоря зорі зорю зоряне зоряний зоряна зоряні",
      fr: "étoile étoiles étoilé étoilée",
      // English "stern" (strict) collides with German "Stern"; rare in dreams.
      de: "stern sterne sternen* sternschnuppe*",
      // "estrellado" is left out: it also means "crashed".
      es: "estrella estrellas",
    },
    text: {
      en: {
        name: "stars",
        meanings: [
          "Stars stand for hope, guidance and aspirations: something to steer by when the rest is dark.",
          "Seeing many stars can also mean a sense of wonder and of your place in something much larger.",
        ],
      },
      uk: {
        name: "зірки",
        meanings: [
          "Зірки символізують надію, орієнтир і прагнення: те, за чим можна звірятися, коли довкола темно.",
          "Зоряне небо може також означати подив і відчуття свого місця в чомусь набагато більшому.",
        ],
      },
      fr: {
        name: "les étoiles",
        meanings: [
          "Les étoiles symbolisent l’espoir, l’orientation et les aspirations : un repère quand tout le reste est sombre.",
          "Un ciel étoilé peut aussi traduire l’émerveillement et le sentiment d’appartenir à quelque chose de bien plus vaste.",
        ],
      },
      de: {
        name: "Sterne",
        meanings: [
          "Sterne stehen für Hoffnung, Orientierung und Sehnsüchte: etwas, nach dem man sich richten kann, wenn alles andere dunkel ist.",
          "Ein Sternenhimmel kann auch Staunen bedeuten und das Gefühl, Teil von etwas viel Größerem zu sein.",
        ],
      },
      es: {
        name: "las estrellas",
        meanings: [
          "Las estrellas simbolizan esperanza, orientación y aspiraciones: algo por lo que guiarse cuando todo lo demás está oscuro.",
          "Un cielo estrellado también puede expresar asombro y la sensación de formar parte de algo mucho más grande.",
        ],
      },
    },
  },
  {
    id: "rainbow",
    category: "elements",
    cues: {
      en: "rainbow*",
      uk: "веселка веселки веселку веселкою веселці райдуга райдуги райдугу",
      fr: "arc|arcs+en+ciel",
      de: "regenbogen*",
      es: "arcoíris arco+iris",
    },
    text: {
      en: {
        name: "rainbow",
        meanings: [
          "A rainbow is reconciliation after a storm: hope, a promise that a hard period is ending.",
          "It can also stand for wholeness, many different parts of you or of a group coming together.",
        ],
      },
      uk: {
        name: "веселка",
        meanings: [
          "Веселка — це примирення після бурі: надія, обіцянка, що важкий період закінчується.",
          "Вона може символізувати й цілісність, коли різні частини вас або групи людей поєднуються.",
        ],
      },
      fr: {
        name: "l’arc-en-ciel",
        meanings: [
          "L’arc-en-ciel est une réconciliation après l’orage : de l’espoir, la promesse qu’une période difficile s’achève.",
          "Il peut aussi évoquer l’unité, des parts très différentes de vous ou d’un groupe qui se rassemblent.",
        ],
      },
      de: {
        name: "Regenbogen",
        meanings: [
          "Ein Regenbogen ist Versöhnung nach dem Sturm: Hoffnung, das Versprechen, dass eine schwere Zeit endet.",
          "Er kann auch für Ganzheit stehen, dafür, dass sehr verschiedene Teile von Ihnen oder einer Gruppe zusammenfinden.",
        ],
      },
      es: {
        name: "el arcoíris",
        meanings: [
          "El arcoíris es reconciliación tras la tormenta: esperanza, la promesa de que una etapa difícil termina.",
          "También puede representar la integración, partes muy distintas de ti o de un grupo que se unen.",
        ],
      },
    },
  },
  {
    id: "clouds",
    category: "elements",
    cues: {
      en: "cloud clouds cloudy",
      uk: "хмара хмари хмару хмарою хмарі хмар хмарами хмарах хмарн* хмарин* хмарк*",
      fr: "nuage nuages nuageux nuageuse",
      de: "wolke wolken *wolke *wolken bewölkt*",
      es: "nube nubes nublado nublada nubarrón nubarrones",
    },
    text: {
      en: {
        name: "clouds",
        meanings: [
          "Clouds are passing thoughts and moods: light ones drift by, dark ones gather like a worry you can feel coming.",
          "Being above or among the clouds can mean daydreaming, distance from everyday worries, or a wish to rise above them.",
        ],
      },
      uk: {
        name: "хмари",
        meanings: [
          "Хмари — це минущі думки й настрої: легкі пропливають, темні збираються, як тривога, що насувається.",
          "Бути над хмарами чи серед них може означати мрійливість, відстороненість від буденних клопотів або бажання піднестися над ними.",
        ],
      },
      fr: {
        name: "les nuages",
        meanings: [
          "Les nuages sont des pensées et des humeurs passagères : les légers dérivent, les sombres s’amoncellent comme un souci qu’on sent venir.",
          "Être au-dessus ou au milieu des nuages peut signifier la rêverie, une distance prise avec le quotidien, ou l’envie de s’élever au-dessus.",
        ],
      },
      de: {
        name: "Wolken",
        meanings: [
          "Wolken sind vorüberziehende Gedanken und Stimmungen: Helle treiben vorbei, dunkle ballen sich wie eine Sorge, die man kommen spürt.",
          "Über oder zwischen den Wolken zu sein kann Tagträumen bedeuten, Abstand vom Alltag oder den Wunsch, über den Dingen zu stehen.",
        ],
      },
      es: {
        name: "las nubes",
        meanings: [
          "Las nubes son pensamientos y estados de ánimo pasajeros: las ligeras se alejan, las oscuras se acumulan como una preocupación que se siente venir.",
          "Estar sobre las nubes o entre ellas puede indicar ensoñación, distancia de lo cotidiano o el deseo de elevarte por encima.",
        ],
      },
    },
  },
  {
    id: "night",
    category: "elements",
    cues: {
      // Accounts open with "last night I dreamt"; those phrases are not the dream's setting.
      en: "night nights nighttime midnight nocturnal !last+night !other+night !one+night",
      uk: "ніч ночі ніччю нічний нічна нічне нічні нічного нічній нічну опівночі !цієї|минулої|сьогоднішньої|учорашньої|вчорашньої|однієї+ночі",
      fr: "nuit nuits nocturne nocturnes minuit !cette+nuit !nuit+dernière !autre+nuit",
      de: "nacht nächte nächtlich* mitternacht !heute|letzte|letzten|vergangene|vergangenen|gestern|diese|dieser|eines+nacht|nachts",
      es: "noche noches nocturno nocturna medianoche !esta|otra+noche !noche+pasada",
    },
    text: {
      en: {
        name: "night",
        meanings: [
          "Night is the time of the hidden: what you do not look at in daylight, fears and wishes alike.",
          "A night setting can also mean rest and retreat, a need to step out of view for a while.",
        ],
      },
      uk: {
        name: "ніч",
        meanings: [
          "Ніч — час прихованого: того, на що вдень не дивишся, і страхів, і бажань.",
          "Нічна атмосфера може означати й відпочинок та усамітнення, потребу на якийсь час зникнути з поля зору.",
        ],
      },
      fr: {
        name: "la nuit",
        meanings: [
          "La nuit est le temps du caché : ce qu’on ne regarde pas en plein jour, peurs comme désirs.",
          "Un décor nocturne peut aussi signifier le repos et le retrait, le besoin de se soustraire aux regards un moment.",
        ],
      },
      de: {
        name: "Nacht",
        meanings: [
          "Die Nacht ist die Zeit des Verborgenen: dessen, was man bei Tageslicht nicht ansieht, Ängste wie Wünsche.",
          "Eine nächtliche Szene kann auch Ruhe und Rückzug bedeuten, das Bedürfnis, eine Weile aus dem Blickfeld zu verschwinden.",
        ],
      },
      es: {
        name: "la noche",
        meanings: [
          "La noche es el tiempo de lo oculto: lo que no miras a plena luz, tanto miedos como deseos.",
          "Un escenario nocturno también puede indicar descanso y retiro, la necesidad de apartarte un tiempo de las miradas.",
        ],
      },
    },
  },
  {
    id: "darkness",
    category: "elements",
    cues: {
      en: "dark darkness darker darkened gloom gloomy shadow shadows shadowy",
      uk: "темрява темряви темряву темрявою темряві темно темнота темноти темний темна темне темні темного темній морок мороку тінь тіні тінню",
      // "noir" (black) is left out: it is a colour far more often than darkness.
      fr: "obscurité ténèbres sombre sombres obscur obscure obscurs ombre ombres pénombre",
      de: "dunkel dunkle dunkler dunklen dunkles dunklem dunkelheit finster finstere finsteren finsternis schatten",
      es: "oscuridad oscuro oscura oscuros oscuras tinieblas sombra sombras penumbra",
    },
    text: {
      en: {
        name: "darkness",
        meanings: [
          "Darkness stands for the unknown: a situation you cannot see through yet, or parts of yourself you have not looked at.",
          "Fear in the dark is often fear of uncertainty itself, not of what is actually there.",
        ],
      },
      uk: {
        name: "темрява",
        meanings: [
          "Темрява символізує невідоме: ситуацію, яку ви ще не можете розгледіти, або частини себе, на які ви не дивилися.",
          "Страх у темряві часто є страхом самої невизначеності, а не того, що там насправді є.",
        ],
      },
      fr: {
        name: "l’obscurité",
        meanings: [
          "L’obscurité représente l’inconnu : une situation que vous ne parvenez pas encore à percer, ou des parts de vous que vous n’avez pas regardées.",
          "La peur du noir est souvent la peur de l’incertitude elle-même, plus que de ce qui s’y trouve vraiment.",
        ],
      },
      de: {
        name: "Dunkelheit",
        meanings: [
          "Dunkelheit steht für das Unbekannte: eine Lage, die Sie noch nicht durchschauen, oder Seiten an sich, die Sie noch nicht angesehen haben.",
          "Angst im Dunkeln ist oft Angst vor der Ungewissheit selbst, nicht vor dem, was tatsächlich dort ist.",
        ],
      },
      es: {
        name: "la oscuridad",
        meanings: [
          "La oscuridad representa lo desconocido: una situación que aún no logras ver con claridad o partes de ti que no has mirado.",
          "El miedo a la oscuridad suele ser miedo a la incertidumbre misma, más que a lo que de verdad hay allí.",
        ],
      },
    },
  },
  {
    id: "light",
    category: "elements",
    cues: {
      en: "light lights bright brightness glow glowing radiant shining shine shone",
      uk: "світло світла світлом світлі сяйво сяйва сяйвом сяяв сяяла сяяло сяяли сяє сяючий сяюча сяюче",
      fr: "lumière lumières lumineux lumineuse lumineuses brillait brillaient brillant brillante lueur lueurs",
      // "hell" (bright) is left out: it is the English "hell".
      de: "licht lichter lichts lichtstrahl* helle hellen hellem leuchten leuchtete leuchteten leuchtend* strahlend* glanz",
      es: "luz luces luminoso luminosa brillo brillaba brillante resplandor resplandecía",
    },
    text: {
      en: {
        name: "light",
        meanings: [
          "Light is awareness and clarity: something is being understood, or a way out is becoming visible.",
          "A warm light can also mean comfort and guidance, a sense that you are not alone with what troubles you.",
        ],
      },
      uk: {
        name: "світло",
        meanings: [
          "Світло — це усвідомлення і ясність: щось стає зрозумілим, або з’являється вихід.",
          "Тепле світло може означати також розраду й підтримку, відчуття, що ви не самі з тим, що вас турбує.",
        ],
      },
      fr: {
        name: "la lumière",
        meanings: [
          "La lumière, c’est la conscience et la clarté : quelque chose est en train d’être compris, ou une issue devient visible.",
          "Une lumière chaude peut aussi signifier réconfort et guidance, le sentiment de ne pas être seul face à ce qui vous préoccupe.",
        ],
      },
      de: {
        name: "Licht",
        meanings: [
          "Licht steht für Bewusstsein und Klarheit: Etwas wird verstanden, oder ein Ausweg wird sichtbar.",
          "Warmes Licht kann auch Trost und Führung bedeuten, das Gefühl, mit dem, was Sie beschäftigt, nicht allein zu sein.",
        ],
      },
      es: {
        name: "la luz",
        meanings: [
          "La luz es conciencia y claridad: algo se está comprendiendo o una salida se hace visible.",
          "Una luz cálida también puede significar consuelo y guía, la sensación de no estar solo con lo que te preocupa.",
        ],
      },
    },
  },
];
