// Supernatural and imaginary beings. Cue syntax: see `Cues` in ./types.ts.
import type { DreamSymbol } from "./types";

export const BEINGS: readonly DreamSymbol[] = [
  {
    id: "monster",
    category: "beings",
    cues: {
      en: "monster* beast* creature*",
      // "істот*" would take істотний (essential).
      uk: "монстр* чудовиськ* потвор* страховиськ* істота істоти істоту істотою",
      // "bête" is left out: it is also "silly".
      fr: "monstre* créature*",
      de: "monster* ungeheuer* bestie* kreatur*",
      es: "monstruo* bestia* criatura*",
    },
    text: {
      en: {
        name: "monster",
        meanings: [
          "A monster gives shape to a fear: something in your life, or in yourself, that feels too big or too ugly to face directly.",
          "Turning to look at the monster, or talking to it, often shrinks it; the dream may be inviting you to do the same when awake.",
        ],
      },
      uk: {
        name: "чудовисько",
        meanings: [
          "Чудовисько надає форму страху: чомусь у вашому житті чи у вас самих, що здається завеликим або надто потворним, аби дивитися прямо.",
          "Якщо обернутися до чудовиська чи заговорити з ним, воно часто зменшується; сон може запрошувати зробити те саме наяву.",
        ],
      },
      fr: {
        name: "le monstre",
        meanings: [
          "Le monstre donne forme à une peur : quelque chose dans votre vie, ou en vous, qui paraît trop grand ou trop laid pour être regardé en face.",
          "Se retourner vers le monstre, ou lui parler, le fait souvent rétrécir ; le rêve vous invite peut-être à faire de même éveillé.",
        ],
      },
      de: {
        name: "Monster",
        meanings: [
          "Ein Monster gibt einer Angst Gestalt: etwas in Ihrem Leben oder in Ihnen, das zu groß oder zu hässlich wirkt, um es direkt anzusehen.",
          "Sich zum Monster umzudrehen oder mit ihm zu sprechen, lässt es oft schrumpfen; der Traum lädt Sie vielleicht ein, das auch im Wachen zu tun.",
        ],
      },
      es: {
        name: "el monstruo",
        meanings: [
          "Un monstruo da forma a un miedo: algo de tu vida, o de ti, que parece demasiado grande o feo para mirarlo de frente.",
          "Volverse hacia el monstruo, o hablarle, suele hacerlo encoger; el sueño quizá te invite a hacer lo mismo despierto.",
        ],
      },
    },
  },
  {
    id: "ghost",
    category: "beings",
    cues: {
      en: "ghost* phantom* haunted poltergeist*",
      // "духи" is left out: it is also perfume.
      uk: "привид* дух духа фантом* примар*",
      // "esprit" is left out: it is mostly "mind".
      fr: "fantôme* revenant* spectre*",
      // "Geist" is left out: it is mostly "mind"; the plural is the ghosts.
      de: "geister gespenst* spuk*",
      es: "fantasma* espectro* espíritu espíritus",
    },
    text: {
      en: {
        name: "ghost",
        meanings: [
          "A ghost is something from the past that has not been laid to rest: a memory, a guilt or a relationship that still haunts you.",
          "It can also be a part of yourself you have left behind, quietly asking to be remembered.",
        ],
      },
      uk: {
        name: "привид",
        meanings: [
          "Привид — це щось із минулого, що не знайшло спокою: спогад, провина чи стосунки, які досі вас переслідують.",
          "Це може бути й частина вас, яку ви лишили позаду і яка тихо просить про себе згадати.",
        ],
      },
      fr: {
        name: "le fantôme",
        meanings: [
          "Un fantôme, c’est quelque chose du passé qui n’a pas trouvé le repos : un souvenir, une culpabilité ou une relation qui vous hante encore.",
          "Ce peut être aussi une part de vous laissée derrière, qui demande doucement qu’on se souvienne d’elle.",
        ],
      },
      de: {
        name: "Gespenst",
        meanings: [
          "Ein Gespenst ist etwas aus der Vergangenheit, das keine Ruhe gefunden hat: eine Erinnerung, eine Schuld oder eine Beziehung, die Sie noch heimsucht.",
          "Es kann auch ein zurückgelassener Teil von Ihnen sein, der leise darum bittet, erinnert zu werden.",
        ],
      },
      es: {
        name: "el fantasma",
        meanings: [
          "Un fantasma es algo del pasado que no ha encontrado descanso: un recuerdo, una culpa o una relación que aún te persigue.",
          "También puede ser una parte de ti que dejaste atrás y que pide en silencio ser recordada.",
        ],
      },
    },
  },
  {
    id: "angel",
    category: "beings",
    cues: {
      en: "angel* angelic",
      uk: "ангел*",
      fr: "ange anges angélique*",
      de: "engel *engel",
      es: "ángel ángeles angelical*",
    },
    text: {
      en: {
        name: "angel",
        meanings: [
          "An angel stands for protection, guidance and hope: the feeling that help is near, or a message you need to hear.",
          "It can also be your own wiser, kinder self, speaking to you in a voice you can accept.",
        ],
      },
      uk: {
        name: "ангел",
        meanings: [
          "Ангел символізує захист, провід і надію: відчуття, що допомога поруч, або звістку, яку вам треба почути.",
          "Це може бути й ваше мудріше, добріше «я», що говорить голосом, який ви здатні прийняти.",
        ],
      },
      fr: {
        name: "l’ange",
        meanings: [
          "L’ange représente la protection, le guide et l’espoir : le sentiment qu’une aide est proche, ou un message que vous avez besoin d’entendre.",
          "Ce peut être aussi votre soi le plus sage et le plus bienveillant, qui vous parle d’une voix que vous pouvez accepter.",
        ],
      },
      de: {
        name: "Engel",
        meanings: [
          "Ein Engel steht für Schutz, Führung und Hoffnung: das Gefühl, dass Hilfe nahe ist, oder eine Botschaft, die Sie hören müssen.",
          "Er kann auch Ihr eigenes weiseres, gütigeres Selbst sein, das mit einer Stimme spricht, die Sie annehmen können.",
        ],
      },
      es: {
        name: "el ángel",
        meanings: [
          "Un ángel representa protección, guía y esperanza: la sensación de que la ayuda está cerca o un mensaje que necesitas oír.",
          "También puede ser tu yo más sabio y amable, que te habla con una voz que puedes aceptar.",
        ],
      },
    },
  },
  {
    id: "devil",
    category: "beings",
    cues: {
      // "hell" is left out: it is German for "bright".
      en: "devil* demon* satan* hellfire",
      uk: "диявол* демон* чорт* сатан* біс біса бісом пекл*",
      // "enfer*" would take enfermé (locked in).
      fr: "diable* démon* satan* enfer enfers infernal* infernale*",
      de: "teufel* *teufel dämon* satan* hölle*",
      es: "diablo* demonio* satanás infierno* infernal*",
    },
    text: {
      en: {
        name: "devil",
        meanings: [
          "A devil or demon often embodies temptation, guilt or a part of yourself you have learned to call bad: anger, desire, ambition.",
          "It can also personify an inner critic or an addiction, something that feels as if it has power over you.",
        ],
      },
      uk: {
        name: "диявол",
        meanings: [
          "Диявол чи демон часто втілює спокусу, провину або ту частину вас, яку ви навчилися вважати поганою: гнів, бажання, амбіції.",
          "Він може уособлювати й внутрішнього критика чи залежність, щось, що ніби має над вами владу.",
        ],
      },
      fr: {
        name: "le diable",
        meanings: [
          "Le diable ou un démon incarne souvent la tentation, la culpabilité ou une part de vous que vous avez appris à juger mauvaise : colère, désir, ambition.",
          "Il peut aussi personnifier un critique intérieur ou une dépendance, quelque chose qui semble avoir du pouvoir sur vous.",
        ],
      },
      de: {
        name: "Teufel",
        meanings: [
          "Ein Teufel oder Dämon verkörpert oft Versuchung, Schuld oder einen Teil von Ihnen, den Sie für schlecht zu halten gelernt haben: Wut, Begehren, Ehrgeiz.",
          "Er kann auch einen inneren Kritiker oder eine Sucht darstellen, etwas, das Macht über Sie zu haben scheint.",
        ],
      },
      es: {
        name: "el diablo",
        meanings: [
          "El diablo o un demonio suele encarnar la tentación, la culpa o una parte de ti que aprendiste a considerar mala: ira, deseo, ambición.",
          "También puede personificar a un crítico interior o una adicción, algo que parece tener poder sobre ti.",
        ],
      },
    },
  },
  {
    id: "vampire",
    category: "beings",
    cues: {
      en: "vampire*",
      uk: "вампір*",
      fr: "vampire*",
      de: "vampir*",
      es: "vampiro*",
    },
    text: {
      en: {
        name: "vampire",
        meanings: [
          "A vampire is someone or something that drains you: a relationship, a job or a habit that takes more energy than it gives.",
          "It can also point to seduction and danger mixed together, an attraction you are not sure is good for you.",
        ],
      },
      uk: {
        name: "вампір",
        meanings: [
          "Вампір — це хтось чи щось, що вас виснажує: стосунки, робота чи звичка, яка забирає більше сил, ніж дає.",
          "Він може вказувати й на суміш спокуси і небезпеки, потяг, щодо якого ви не певні, що він вам на користь.",
        ],
      },
      fr: {
        name: "le vampire",
        meanings: [
          "Le vampire, c’est quelqu’un ou quelque chose qui vous vide : une relation, un travail ou une habitude qui prend plus d’énergie qu’il n’en donne.",
          "Il peut aussi désigner un mélange de séduction et de danger, une attirance dont vous doutez qu’elle vous fasse du bien.",
        ],
      },
      de: {
        name: "Vampir",
        meanings: [
          "Ein Vampir ist jemand oder etwas, das Sie aussaugt: eine Beziehung, eine Arbeit oder Gewohnheit, die mehr Kraft nimmt, als sie gibt.",
          "Er kann auch auf eine Mischung aus Verführung und Gefahr hinweisen, eine Anziehung, bei der Sie nicht sicher sind, ob sie Ihnen guttut.",
        ],
      },
      es: {
        name: "el vampiro",
        meanings: [
          "Un vampiro es alguien o algo que te agota: una relación, un trabajo o un hábito que quita más energía de la que da.",
          "También puede señalar una mezcla de seducción y peligro, una atracción de la que no estás seguro que te convenga.",
        ],
      },
    },
  },
  {
    id: "zombie",
    category: "beings",
    cues: {
      en: "zombie* undead",
      uk: "зомбі",
      fr: "zombie* mort|morts+vivant|vivants",
      de: "zombie* untote*",
      es: "zombi* zombie* muertos+vivientes",
    },
    text: {
      en: {
        name: "zombies",
        meanings: [
          "Zombies often reflect feeling on autopilot: going through the motions at work or at home without feeling alive.",
          "Being hunted by zombies can mean pressure from many small demands that keep coming, however many you deal with.",
        ],
      },
      uk: {
        name: "зомбі",
        meanings: [
          "Зомбі часто відображають життя на автопілоті: ви виконуєте дії на роботі чи вдома, не відчуваючи себе живими.",
          "Якщо на вас полюють зомбі, це може означати тиск безлічі дрібних вимог, які все надходять, скільки їх не виконуй.",
        ],
      },
      fr: {
        name: "les zombies",
        meanings: [
          "Les zombies reflètent souvent le sentiment de vivre en pilote automatique : enchaîner les gestes au travail ou à la maison sans se sentir vivant.",
          "Être pourchassé par des zombies peut signifier la pression de mille petites demandes qui reviennent sans cesse, quoi que vous fassiez.",
        ],
      },
      de: {
        name: "Zombies",
        meanings: [
          "Zombies spiegeln oft das Gefühl, auf Autopilot zu leben: bei der Arbeit oder zu Hause zu funktionieren, ohne sich lebendig zu fühlen.",
          "Von Zombies gejagt zu werden kann den Druck vieler kleiner Anforderungen bedeuten, die immer wiederkommen, egal wie viele Sie erledigen.",
        ],
      },
      es: {
        name: "los zombis",
        meanings: [
          "Los zombis suelen reflejar la sensación de vivir en piloto automático: cumplir con todo en el trabajo o en casa sin sentirte vivo.",
          "Que te persigan zombis puede indicar la presión de muchas pequeñas exigencias que no dejan de llegar, por muchas que resuelvas.",
        ],
      },
    },
  },
  {
    id: "witch",
    category: "beings",
    cues: {
      en: "witch* wizard* sorcer* magic*",
      uk: "відьм* чаклун* чарівник* магія магії магію магією магічн*",
      fr: "sorcière* sorcier* magicien* magie magique*",
      de: "hexe hexen *hexe zauber* magie magisch*",
      es: "bruja* brujo* hechicer* mago magos maga magia mágico mágica",
    },
    text: {
      en: {
        name: "magic",
        meanings: [
          "Witches, wizards and magic are about power to change things: a wish for influence, or a fear of forces you cannot control.",
          "Magic can also point to your intuition and creativity, abilities you may be underestimating.",
        ],
      },
      uk: {
        name: "магія",
        meanings: [
          "Відьми, чаклуни й магія говорять про силу змінювати речі: бажання впливу або страх сил, яких ви не контролюєте.",
          "Магія може вказувати й на вашу інтуїцію та творчість, здібності, які ви, можливо, недооцінюєте.",
        ],
      },
      fr: {
        name: "la magie",
        meanings: [
          "Sorcières, magiciens et magie parlent du pouvoir de changer les choses : un désir d’influence, ou la peur de forces que vous ne maîtrisez pas.",
          "La magie peut aussi désigner votre intuition et votre créativité, des capacités que vous sous-estimez peut-être.",
        ],
      },
      de: {
        name: "Magie",
        meanings: [
          "Hexen, Zauberer und Magie handeln von der Macht, Dinge zu verändern: dem Wunsch nach Einfluss oder der Angst vor Kräften, die Sie nicht steuern.",
          "Magie kann auch auf Ihre Intuition und Kreativität hinweisen, Fähigkeiten, die Sie vielleicht unterschätzen.",
        ],
      },
      es: {
        name: "la magia",
        meanings: [
          "Brujas, magos y magia hablan del poder de cambiar las cosas: un deseo de influencia o el miedo a fuerzas que no controlas.",
          "La magia también puede señalar tu intuición y tu creatividad, capacidades que quizá subestimas.",
        ],
      },
    },
  },
  {
    id: "alien",
    category: "beings",
    cues: {
      en: "alien* ufo ufos extraterrestrial* spaceship*",
      uk: "інопланет* прибульц* прибулець нло",
      fr: "extraterrestre* ovni ovnis soucoupe+volante|volantes",
      de: "außerirdische* ufo ufos raumschiff*",
      es: "extraterrestre* ovni ovnis platillo|platillos+volante|volantes",
    },
    text: {
      en: {
        name: "aliens",
        meanings: [
          "Aliens stand for the radically unfamiliar: a new situation, person or part of yourself that you do not know how to read yet.",
          "Being abducted or examined can reflect feeling powerless or alienated, as if others decide things about you without asking.",
        ],
      },
      uk: {
        name: "інопланетяни",
        meanings: [
          "Інопланетяни символізують цілковито незнайоме: нову ситуацію, людину чи частину себе, яку ви ще не вмієте прочитати.",
          "Викрадення чи огляд можуть відображати безсилля або відчуженість, ніби інші вирішують за вас, не питаючи.",
        ],
      },
      fr: {
        name: "les extraterrestres",
        meanings: [
          "Les extraterrestres représentent l’absolument étranger : une situation, une personne ou une part de vous que vous ne savez pas encore lire.",
          "Être enlevé ou examiné peut traduire un sentiment d’impuissance ou d’aliénation, comme si d’autres décidaient pour vous sans demander.",
        ],
      },
      de: {
        name: "Außerirdische",
        meanings: [
          "Außerirdische stehen für das völlig Fremde: eine neue Lage, einen Menschen oder eine Seite an Ihnen, die Sie noch nicht zu lesen wissen.",
          "Entführt oder untersucht zu werden kann Ohnmacht oder Entfremdung spiegeln, als würden andere über Sie entscheiden, ohne zu fragen.",
        ],
      },
      es: {
        name: "los extraterrestres",
        meanings: [
          "Los extraterrestres representan lo radicalmente desconocido: una situación, una persona o una parte de ti que aún no sabes leer.",
          "Ser abducido o examinado puede reflejar impotencia o alienación, como si otros decidieran por ti sin preguntar.",
        ],
      },
    },
  },
  {
    id: "dragon",
    category: "beings",
    cues: {
      en: "dragon*",
      uk: "дракон*",
      fr: "dragon*",
      // "Drachen" is also a kite; the dragon is the usual dream image.
      de: "drache drachen *drache",
      es: "dragón dragones",
    },
    text: {
      en: {
        name: "dragon",
        meanings: [
          "A dragon is a great challenge guarding a treasure: something frightening that stands between you and what you most want.",
          "It can also be your own fierce power, strength that needs to be mastered rather than feared.",
        ],
      },
      uk: {
        name: "дракон",
        meanings: [
          "Дракон — великий виклик, що стереже скарб: щось страшне, що стоїть між вами і тим, чого ви найбільше прагнете.",
          "Він може бути й вашою власною грізною силою, яку треба опанувати, а не боятися.",
        ],
      },
      fr: {
        name: "le dragon",
        meanings: [
          "Le dragon est un grand défi qui garde un trésor : quelque chose d’effrayant entre vous et ce que vous désirez le plus.",
          "Il peut aussi être votre propre puissance farouche, une force à maîtriser plutôt qu’à craindre.",
        ],
      },
      de: {
        name: "Drache",
        meanings: [
          "Ein Drache ist eine große Herausforderung, die einen Schatz bewacht: etwas Beängstigendes zwischen Ihnen und dem, was Sie am meisten wollen.",
          "Er kann auch Ihre eigene wilde Kraft sein, Stärke, die gemeistert statt gefürchtet werden will.",
        ],
      },
      es: {
        name: "el dragón",
        meanings: [
          "El dragón es un gran desafío que guarda un tesoro: algo aterrador entre tú y lo que más deseas.",
          "También puede ser tu propio poder feroz, una fuerza que hay que dominar en lugar de temer.",
        ],
      },
    },
  },
];
