// The body, health and death. Cue syntax: see `Cues` in ./types.ts.
import type { DreamSymbol } from "./types";

export const BODY: readonly DreamSymbol[] = [
  {
    id: "teeth",
    category: "body",
    cues: {
      en: "tooth teeth toothless dentist* molar* fang fangs",
      uk: "зуб зуба зубу зубом зубі зуби зубів зубам зубами зубах зубн* зубк* зубик*",
      // English "dent" (a dent) collides with French "dent"; rare in dreams.
      fr: "dent dents dentaire dentaires dentiste* dentier*",
      de: "zahn* zähne zähnen gebiss",
      es: "diente dientes dental dentales dentista* muela muelas colmillo* dentadura*",
    },
    text: {
      en: {
        name: "teeth",
        meanings: [
          "Teeth are tied to confidence and how you present yourself: your smile, your bite, your ability to hold your ground.",
          "Dreams that focus on the mouth and teeth often come at times of worry about appearance, health or how others judge you.",
        ],
      },
      uk: {
        name: "зуби",
        meanings: [
          "Зуби пов’язані з упевненістю і тим, як ви себе показуєте: усмішкою, хваткою, здатністю стояти на своєму.",
          "Сни, зосереджені на роті й зубах, часто приходять у час тривог про зовнішність, здоров’я чи чужу оцінку.",
        ],
      },
      fr: {
        name: "les dents",
        meanings: [
          "Les dents sont liées à la confiance en soi et à l’image que l’on donne : le sourire, le mordant, la capacité de tenir bon.",
          "Les rêves centrés sur la bouche et les dents surviennent souvent quand on s’inquiète de son apparence, de sa santé ou du jugement des autres.",
        ],
      },
      de: {
        name: "Zähne",
        meanings: [
          "Zähne hängen mit Selbstvertrauen und Auftreten zusammen: mit Ihrem Lächeln, Ihrem Biss, Ihrer Fähigkeit, sich zu behaupten.",
          "Träume, in denen Mund und Zähne im Mittelpunkt stehen, kommen oft in Zeiten der Sorge um Aussehen, Gesundheit oder das Urteil anderer.",
        ],
      },
      es: {
        name: "los dientes",
        meanings: [
          "Los dientes se relacionan con la confianza y con cómo te presentas: tu sonrisa, tu mordida, tu capacidad de mantenerte firme.",
          "Los sueños centrados en la boca y los dientes suelen llegar en épocas de preocupación por la apariencia, la salud o el juicio ajeno.",
        ],
      },
    },
  },
  {
    // Recognised as teeth near a fall or a loss (see COMBINATIONS), so it has no words of its own.
    id: "losing-teeth",
    category: "body",
    cues: { en: "", uk: "", fr: "", de: "", es: "" },
    text: {
      en: {
        name: "losing teeth",
        meanings: [
          "Teeth falling out is one of the most common dreams of all. It usually reflects a fear of losing control, face or attractiveness, often at a time of change.",
          "It can also accompany a real loss or transition, something that cannot be put back the way it was.",
          "Some people have it when they hold back words: what you have not said may be weighing on your mouth.",
        ],
      },
      uk: {
        name: "випадіння зубів",
        meanings: [
          "Сон про те, що випадають зуби, — один із найпоширеніших. Зазвичай він відображає страх утратити контроль, обличчя чи привабливість, часто в час змін.",
          "Він може супроводжувати й справжню втрату чи перехід, щось, чого вже не повернеш таким, як було.",
          "Декому він сниться, коли вони стримують слова: те, чого ви не сказали, може тиснути зсередини.",
        ],
      },
      fr: {
        name: "la perte des dents",
        meanings: [
          "Perdre ses dents est l’un des rêves les plus courants. Il traduit le plus souvent la peur de perdre le contrôle, la face ou sa séduction, souvent en période de changement.",
          "Il peut aussi accompagner une perte réelle ou une transition, quelque chose qu’on ne pourra pas remettre comme avant.",
          "Certains le font quand ils retiennent des paroles : ce que vous n’avez pas dit pèse peut-être sur votre bouche.",
        ],
      },
      de: {
        name: "Zahnausfall",
        meanings: [
          "Ausfallende Zähne gehören zu den häufigsten Träumen überhaupt. Meist spiegeln sie die Angst, Kontrolle, Ansehen oder Attraktivität zu verlieren, oft in Zeiten des Umbruchs.",
          "Der Traum kann auch einen realen Verlust oder Übergang begleiten, etwas, das sich nicht wieder herstellen lässt.",
          "Manche träumen ihn, wenn sie Worte zurückhalten: Was Sie nicht ausgesprochen haben, lastet vielleicht auf Ihnen.",
        ],
      },
      es: {
        name: "la caída de los dientes",
        meanings: [
          "Que se caigan los dientes es uno de los sueños más comunes. Suele reflejar el miedo a perder el control, la imagen o el atractivo, a menudo en épocas de cambio.",
          "También puede acompañar una pérdida real o una transición, algo que ya no volverá a ser como antes.",
          "A algunas personas les ocurre cuando se callan cosas: lo que no has dicho quizá pese en tu boca.",
        ],
      },
    },
  },
  {
    id: "hair",
    category: "body",
    cues: {
      // "bald" is left out: it is German "soon".
      en: "hair hairs haircut* hairdresser* baldness braid* curls",
      // "стриж*" would take стриж (a swift); "лиса" (bald) is left to the fox.
      uk: "волосся волоссям волосин* коса коси косу косою зачіск* лисий стрижк* підстриг* облисі* перук*",
      fr: "cheveu cheveux chevelure coiffure* coiffeur* coiffeuse* chauve chauves perruque* tresse*",
      de: "haar* *haar *haare frisur* friseur* glatze* zopf perücke*",
      es: "pelo pelos cabello* peinado* peluquer* calvo calva calvicie trenza* peluca*",
    },
    text: {
      en: {
        name: "hair",
        meanings: [
          "Hair is tied to identity, attractiveness and vitality: how you want to be seen, and how much strength you feel.",
          "Cutting hair can mean a fresh start or letting go of the past; losing it, fears about ageing, health or losing your power.",
        ],
      },
      uk: {
        name: "волосся",
        meanings: [
          "Волосся пов’язане з ідентичністю, привабливістю та життєвою силою: тим, якими ви хочете здаватися, і тим, скільки сили відчуваєте.",
          "Стригтися може означати новий початок або прощання з минулим, утрачати волосся — страх старіння, хвороби чи втрати сили.",
        ],
      },
      fr: {
        name: "les cheveux",
        meanings: [
          "Les cheveux sont liés à l’identité, à la séduction et à la vitalité : la manière dont vous voulez être vu, et la force que vous ressentez.",
          "Se couper les cheveux peut signifier un nouveau départ ou l’adieu au passé ; les perdre, la peur de vieillir, de tomber malade ou de perdre votre force.",
        ],
      },
      de: {
        name: "Haare",
        meanings: [
          "Haare hängen mit Identität, Attraktivität und Lebenskraft zusammen: wie Sie gesehen werden wollen und wie viel Kraft Sie spüren.",
          "Haare zu schneiden kann einen Neuanfang oder Abschied von der Vergangenheit bedeuten, Haare zu verlieren Angst vor dem Altern, vor Krankheit oder Kraftverlust.",
        ],
      },
      es: {
        name: "el pelo",
        meanings: [
          "El pelo se vincula con la identidad, el atractivo y la vitalidad: cómo quieres que te vean y cuánta fuerza sientes.",
          "Cortarse el pelo puede significar un nuevo comienzo o dejar atrás el pasado; perderlo, miedo a envejecer, a enfermar o a perder tu fuerza.",
        ],
      },
    },
  },
  {
    id: "blood",
    category: "body",
    cues: {
      en: "blood bloody bleed* bled",
      uk: "кров крові кров'ю кривав* кровотеч* кровоточ*",
      // Bare "sang" is also the English past of "sing", so French needs a word before it.
      fr: "du|le|de|mon|ton|son|leur|en|plein|couvert+sang sanglant* saign*",
      de: "blut* *blut",
      // "sangr*" would take sangría.
      es: "sangre sangraba sangraban sangrar sangrando sangriento sangrienta sangrientos",
    },
    text: {
      en: {
        name: "blood",
        meanings: [
          "Blood is life force: seeing it often points to exhaustion, to something that is draining your energy, or to a hurt that has not healed.",
          "It can also stand for family ties and for passion, strong feelings that run through everything else.",
        ],
      },
      uk: {
        name: "кров",
        meanings: [
          "Кров — це життєва сила: побачити її часто означає виснаження, щось, що відбирає енергію, або рану, яка ще не загоїлася.",
          "Вона може символізувати й родинні зв’язки та пристрасть, сильні почуття, що пронизують усе інше.",
        ],
      },
      fr: {
        name: "le sang",
        meanings: [
          "Le sang, c’est la force vitale : le voir signale souvent l’épuisement, quelque chose qui draine votre énergie, ou une blessure pas encore guérie.",
          "Il peut aussi représenter les liens familiaux et la passion, des sentiments forts qui irriguent tout le reste.",
        ],
      },
      de: {
        name: "Blut",
        meanings: [
          "Blut ist Lebenskraft: Es zu sehen deutet oft auf Erschöpfung, auf etwas, das Ihnen Energie raubt, oder auf eine Verletzung, die nicht verheilt ist.",
          "Es kann auch für Familienbande und Leidenschaft stehen, für starke Gefühle, die alles andere durchdringen.",
        ],
      },
      es: {
        name: "la sangre",
        meanings: [
          "La sangre es fuerza vital: verla suele apuntar a agotamiento, a algo que te drena la energía o a una herida que no ha sanado.",
          "También puede representar los lazos familiares y la pasión, sentimientos fuertes que recorren todo lo demás.",
        ],
      },
    },
  },
  {
    id: "eyes",
    category: "body",
    cues: {
      en: "eye eyes blind blindness gaze stare staring",
      uk: "око ока оці оком очі очей очима очах сліп* погляд*",
      fr: "œil oeil yeux regard regards aveugle*",
      // "Augenblick" (moment) is neither "augen" nor ends in it.
      de: "auge augen *auge *augen blick blicke blind blinde blinden",
      es: "ojo ojos mirada* ciego ciega ciegos ceguera",
    },
    text: {
      en: {
        name: "eyes",
        meanings: [
          "Eyes are about seeing and being seen: insight, attention, and sometimes the feeling of being watched or judged.",
          "Trouble seeing in a dream can point to something you do not want to look at, or a situation you cannot yet see clearly.",
        ],
      },
      uk: {
        name: "очі",
        meanings: [
          "Очі — про бачення і про те, щоб бути побаченим: прозріння, увагу, а інколи відчуття, що за вами стежать чи вас оцінюють.",
          "Якщо уві сні важко бачити, це може вказувати на те, на що ви не хочете дивитися, або на ситуацію, яку поки не видно ясно.",
        ],
      },
      fr: {
        name: "les yeux",
        meanings: [
          "Les yeux parlent de voir et d’être vu : lucidité, attention, et parfois le sentiment d’être observé ou jugé.",
          "Avoir du mal à voir en rêve peut désigner ce que vous ne voulez pas regarder, ou une situation encore floue.",
        ],
      },
      de: {
        name: "Augen",
        meanings: [
          "Augen handeln vom Sehen und Gesehenwerden: Einsicht, Aufmerksamkeit und manchmal das Gefühl, beobachtet oder beurteilt zu werden.",
          "Schlecht zu sehen kann im Traum auf etwas deuten, das Sie nicht ansehen wollen, oder auf eine Lage, die noch unklar ist.",
        ],
      },
      es: {
        name: "los ojos",
        meanings: [
          "Los ojos hablan de ver y ser visto: lucidez, atención y a veces la sensación de ser observado o juzgado.",
          "No poder ver bien en un sueño puede señalar algo que no quieres mirar o una situación que aún no ves con claridad.",
        ],
      },
    },
  },
  {
    id: "hands",
    category: "body",
    cues: {
      // Only the plural and fingers: a single hand is mostly incidental ("in my hand",
      // "on the other hand"), and French "main" is the English adjective.
      en: "hands fingers finger* fist fists",
      uk: "руки рук руками руках долоня долоні долонями пальці пальців пальцями кулак* ",
      fr: "mains doigt doigts poing poings",
      de: "hände händen finger fingern faust fäuste",
      es: "manos dedo dedos puño puños",
    },
    text: {
      en: {
        name: "hands",
        meanings: [
          "Hands are about what you can do and hold: your ability to act, to create, to help, or to hold on.",
          "Injured or useless hands often reflect a feeling of powerlessness; clasped or offered hands, closeness and support.",
        ],
      },
      uk: {
        name: "руки",
        meanings: [
          "Руки говорять про те, що ви можете зробити й утримати: здатність діяти, творити, допомагати чи триматися.",
          "Поранені чи безсилі руки часто відображають відчуття безпорадності, стиснуті чи простягнуті — близькість і підтримку.",
        ],
      },
      fr: {
        name: "les mains",
        meanings: [
          "Les mains parlent de ce que vous pouvez faire et tenir : votre capacité d’agir, de créer, d’aider ou de vous accrocher.",
          "Des mains blessées ou inutiles traduisent souvent un sentiment d’impuissance ; des mains jointes ou tendues, la proximité et le soutien.",
        ],
      },
      de: {
        name: "Hände",
        meanings: [
          "Hände handeln davon, was Sie tun und halten können: Ihre Fähigkeit zu handeln, zu erschaffen, zu helfen oder festzuhalten.",
          "Verletzte oder kraftlose Hände spiegeln oft Ohnmacht, gehaltene oder gereichte Hände Nähe und Unterstützung.",
        ],
      },
      es: {
        name: "las manos",
        meanings: [
          "Las manos hablan de lo que puedes hacer y sostener: tu capacidad de actuar, crear, ayudar o aferrarte.",
          "Unas manos heridas o inútiles suelen reflejar impotencia; unas manos unidas o tendidas, cercanía y apoyo.",
        ],
      },
    },
  },
  {
    id: "naked",
    category: "body",
    cues: {
      en: "naked nude nudity undressed",
      uk: "голий гола голе голі голого голою голим голими оголен* роздягнен* роздягнут* без+одягу",
      fr: "nu nue nus nues nudité déshabillé*",
      de: "nackt nackte nackten nackter nacktheit entkleidet",
      es: "desnudo desnuda desnudos desnudas desnudez sin+ropa",
    },
    text: {
      en: {
        name: "nakedness",
        meanings: [
          "Being naked in public is a classic dream of exposure: the fear that others will see your flaws, or that you are unprepared.",
          "If no one else seemed to notice, the dream may be telling you that the fear of judgement is bigger than the judgement itself.",
          "Being comfortably naked, on the other hand, speaks of authenticity and freedom from pretence.",
        ],
      },
      uk: {
        name: "оголеність",
        meanings: [
          "Бути голим на людях — класичний сон про беззахисність: страх, що інші побачать ваші вади або що ви неготові.",
          "Якщо ніхто довкола цього не помічав, сон, можливо, підказує, що страх осуду більший за сам осуд.",
          "Почуватися голим невимушено, навпаки, означає справжність і свободу від удавання.",
        ],
      },
      fr: {
        name: "la nudité",
        meanings: [
          "Être nu en public est un rêve classique d’exposition : la peur que les autres voient vos failles, ou de ne pas être prêt.",
          "Si personne ne semblait le remarquer, le rêve vous dit peut-être que la peur du jugement dépasse le jugement lui-même.",
          "Être nu sans gêne, en revanche, parle d’authenticité et de liberté face aux apparences.",
        ],
      },
      de: {
        name: "Nacktheit",
        meanings: [
          "Nackt in der Öffentlichkeit zu sein ist ein klassischer Traum vom Bloßgestelltsein: die Angst, andere könnten Ihre Schwächen sehen, oder unvorbereitet zu sein.",
          "Wenn niemand es zu bemerken schien, sagt der Traum vielleicht, dass die Angst vor dem Urteil größer ist als das Urteil selbst.",
          "Sich nackt wohlzufühlen spricht dagegen für Echtheit und Freiheit von Fassaden.",
        ],
      },
      es: {
        name: "la desnudez",
        meanings: [
          "Estar desnudo en público es un sueño clásico de exposición: el miedo a que los demás vean tus fallos o a no estar preparado.",
          "Si nadie parecía notarlo, el sueño quizá te diga que el miedo al juicio es mayor que el juicio mismo.",
          "Estar desnudo con naturalidad, en cambio, habla de autenticidad y de libertad frente a las apariencias.",
        ],
      },
    },
  },
  {
    id: "pregnancy",
    category: "body",
    cues: {
      en: "pregnant pregnancy giving+birth gave+birth childbirth",
      uk: "вагітн* пологи пологів пологах народжувала народила",
      // "enceinte" is also an enclosure; the pregnancy reading is far more common.
      fr: "enceinte enceintes grossesse* accouch*",
      de: "schwanger* geburt *geburt entbindung*",
      es: "embarazada* embarazo* parto dar|di|dio|daba+a+luz",
    },
    text: {
      en: {
        name: "pregnancy",
        meanings: [
          "Pregnancy in a dream is usually about something growing inside you: a project, an idea or a new side of yourself that needs time.",
          "It can also reflect real hopes or worries about children, or about the responsibility that comes with something new.",
        ],
      },
      uk: {
        name: "вагітність",
        meanings: [
          "Вагітність уві сні зазвичай говорить про те, що визріває всередині: задум, ідею чи нову грань вас, якій потрібен час.",
          "Вона може відображати й справжні надії або тривоги щодо дітей чи відповідальності, яку несе щось нове.",
        ],
      },
      fr: {
        name: "la grossesse",
        meanings: [
          "La grossesse en rêve parle le plus souvent de ce qui mûrit en vous : un projet, une idée ou une facette nouvelle de vous-même qui demande du temps.",
          "Elle peut aussi refléter de vrais espoirs ou inquiétudes au sujet des enfants, ou de la responsabilité qu’apporte quelque chose de neuf.",
        ],
      },
      de: {
        name: "Schwangerschaft",
        meanings: [
          "Eine Schwangerschaft im Traum handelt meist von etwas, das in Ihnen heranwächst: ein Vorhaben, eine Idee oder eine neue Seite an Ihnen, die Zeit braucht.",
          "Sie kann auch echte Hoffnungen oder Sorgen um Kinder spiegeln oder die Verantwortung, die etwas Neues mit sich bringt.",
        ],
      },
      es: {
        name: "el embarazo",
        meanings: [
          "El embarazo en sueños suele hablar de algo que crece dentro de ti: un proyecto, una idea o una faceta nueva que necesita tiempo.",
          "También puede reflejar esperanzas o temores reales sobre los hijos, o sobre la responsabilidad que trae algo nuevo.",
        ],
      },
    },
  },
  {
    id: "illness",
    category: "body",
    cues: {
      en: "ill illness sick sickness disease* fever cancer virus",
      // "рак" is left out: it is also a crayfish.
      uk: "хвор* захвор* недуг* гарячк* вірус*",
      fr: "malade* maladie* fièvre cancer virus",
      // "krankenhaus*" (hospital) is a longer stem and wins there.
      de: "krank* fieber krebs virus",
      // "enferm*" would take enfermera (nurse).
      es: "enfermo enferma enfermos enfermas enfermedad* fiebre cáncer virus",
    },
    text: {
      en: {
        name: "illness",
        meanings: [
          "Illness in a dream rarely predicts real illness. More often it shows exhaustion, or something in your life that feels unhealthy.",
          "It can also be a wish to be cared for, permission to stop and rest that you do not give yourself when awake.",
        ],
      },
      uk: {
        name: "хвороба",
        meanings: [
          "Хвороба уві сні рідко віщує справжню. Частіше вона показує виснаження або щось у вашому житті, що здається нездоровим.",
          "Це може бути й бажання, щоб про вас подбали, дозвіл зупинитися й відпочити, якого ви не даєте собі наяву.",
        ],
      },
      fr: {
        name: "la maladie",
        meanings: [
          "La maladie en rêve annonce rarement une vraie maladie. Elle montre plutôt l’épuisement, ou quelque chose de malsain dans votre vie.",
          "Elle peut aussi exprimer le besoin qu’on prenne soin de vous, la permission de vous arrêter que vous ne vous accordez pas éveillé.",
        ],
      },
      de: {
        name: "Krankheit",
        meanings: [
          "Krankheit im Traum sagt selten echte Krankheit voraus. Häufiger zeigt sie Erschöpfung oder etwas in Ihrem Leben, das sich ungesund anfühlt.",
          "Sie kann auch der Wunsch sein, umsorgt zu werden, die Erlaubnis innezuhalten, die Sie sich im Wachen nicht geben.",
        ],
      },
      es: {
        name: "la enfermedad",
        meanings: [
          "La enfermedad en sueños rara vez anuncia una real. Más a menudo muestra agotamiento o algo de tu vida que se siente poco sano.",
          "También puede ser el deseo de que te cuiden, el permiso para parar y descansar que no te das despierto.",
        ],
      },
    },
  },
  {
    id: "wound",
    category: "body",
    cues: {
      en: "wound wounds wounded injury injured injuries bruise* scar scars",
      uk: "рана рани рану раною рані ран поранен* травм* шрам* синяк*",
      fr: "blessure* blessé blessée blessés blessées plaie plaies cicatrice*",
      de: "wunde wunden verletz* narbe narben",
      es: "herida heridas herido heridos cicatriz* lesión lesiones",
    },
    text: {
      en: {
        name: "wound",
        meanings: [
          "A wound points to emotional hurt: something that struck you, perhaps long ago, and still asks for care.",
          "Where the wound was and how it was treated matter: a wound being tended is healing under way; a hidden one, pain you keep to yourself.",
        ],
      },
      uk: {
        name: "рана",
        meanings: [
          "Рана вказує на емоційний біль: щось, що вас зачепило, можливо, давно, і досі потребує турботи.",
          "Важливо, де була рана і як її лікували: рана, яку доглядають, — загоєння, що триває; прихована — біль, який ви тримаєте в собі.",
        ],
      },
      fr: {
        name: "la blessure",
        meanings: [
          "Une blessure renvoie à une douleur affective : quelque chose qui vous a touché, peut-être il y a longtemps, et réclame encore du soin.",
          "L’endroit et la manière dont elle est soignée comptent : une blessure pansée, c’est une guérison en cours ; une blessure cachée, une peine gardée pour soi.",
        ],
      },
      de: {
        name: "Wunde",
        meanings: [
          "Eine Wunde weist auf seelischen Schmerz hin: etwas hat Sie getroffen, vielleicht vor langer Zeit, und braucht noch Fürsorge.",
          "Wo die Wunde war und wie sie versorgt wurde, ist wichtig: Eine versorgte Wunde ist Heilung im Gange, eine verborgene ein Schmerz, den Sie für sich behalten.",
        ],
      },
      es: {
        name: "la herida",
        meanings: [
          "Una herida apunta a un dolor emocional: algo que te golpeó, quizá hace tiempo, y aún pide cuidado.",
          "Importa dónde estaba y cómo se trataba: una herida atendida es una curación en marcha; una escondida, un dolor que guardas para ti.",
        ],
      },
    },
  },
  {
    id: "death",
    category: "body",
    cues: {
      // "die" and "dies" are left out: they are German "the" and "this".
      en: "death deaths dead died dying corpse* deceased to|gonna|might|could|would+die",
      uk: "смерть смерті смертю мертв* помер померла померли помирав помирала помира* вмира* вмер вмерла загинув загинула загинули труп* небіжчик* покійн*",
      fr: "mort morte morts mortes mourir mourais mourait meurt meurs décès cadavre* défunt*",
      de: "tod todes tot tote toten toter sterben starb starben gestorben stirbt leiche* sterbend* verstorben*",
      es: "muerte muertes muerto muerta muertos muertas morir moría murió morirse cadáver* fallecid* difunt*",
    },
    text: {
      en: {
        name: "death",
        meanings: [
          "Death in dreams almost never predicts a real death. It usually marks an ending: a phase of life, a role or a relationship that is closing.",
          "Where there is an ending there is room for a beginning; the dream may be processing a transformation you are already living through.",
          "If you died in the dream, it can mean that an old version of yourself is being left behind.",
        ],
      },
      uk: {
        name: "смерть",
        meanings: [
          "Смерть уві сні майже ніколи не віщує справжньої смерті. Зазвичай вона позначає завершення: етапу життя, ролі чи стосунків.",
          "Де є кінець, там є місце для початку; сон може перетравлювати перетворення, яке ви вже проживаєте.",
          "Якщо уві сні помирали ви, це може означати, що стара версія вас лишається позаду.",
        ],
      },
      fr: {
        name: "la mort",
        meanings: [
          "La mort en rêve n’annonce presque jamais une mort réelle. Elle marque le plus souvent une fin : celle d’une étape de vie, d’un rôle ou d’une relation.",
          "Là où quelque chose finit, il y a de la place pour un commencement ; le rêve digère peut-être une transformation que vous vivez déjà.",
          "Si c’est vous qui mouriez, une ancienne version de vous-même est peut-être en train d’être laissée derrière.",
        ],
      },
      de: {
        name: "Tod",
        meanings: [
          "Der Tod im Traum sagt fast nie einen echten Tod voraus. Meist markiert er ein Ende: einer Lebensphase, einer Rolle oder einer Beziehung.",
          "Wo etwas endet, ist Platz für einen Anfang; der Traum verarbeitet vielleicht eine Wandlung, die Sie bereits durchleben.",
          "Wenn Sie selbst im Traum gestorben sind, kann das heißen, dass eine alte Version von Ihnen zurückbleibt.",
        ],
      },
      es: {
        name: "la muerte",
        meanings: [
          "La muerte en sueños casi nunca anuncia una muerte real. Suele marcar un final: el de una etapa, un papel o una relación.",
          "Donde algo termina hay espacio para un comienzo; el sueño quizá procese una transformación que ya estás viviendo.",
          "Si morías tú en el sueño, puede significar que una versión antigua de ti queda atrás.",
        ],
      },
    },
  },
  {
    // Recognised as death near a close person (see COMBINATIONS).
    id: "deceased-loved-one",
    category: "body",
    cues: { en: "", uk: "", fr: "", de: "", es: "" },
    text: {
      en: {
        name: "a loved one who has died",
        meanings: [
          "Dreams of someone close who has died are part of grieving: the mind keeps the bond alive and looks for a way to say what was left unsaid.",
          "If you dreamt that someone alive was dying, it usually reflects fear of losing them, or a change in the relationship, not a prediction.",
          "Many people find these dreams comforting; notice what the person said or did, it often speaks to what you need now.",
        ],
      },
      uk: {
        name: "близька людина, якої не стало",
        meanings: [
          "Сни про близьку людину, якої не стало, — частина горювання: психіка зберігає зв’язок і шукає спосіб сказати те, що лишилося несказаним.",
          "Якщо снилося, що помирає хтось живий, це зазвичай відображає страх його втратити чи зміну у стосунках, а не пророцтво.",
          "Багатьох такі сни втішають; зверніть увагу, що людина сказала чи зробила, — це часто говорить про те, чого вам бракує зараз.",
        ],
      },
      fr: {
        name: "un proche disparu",
        meanings: [
          "Rêver d’un proche disparu fait partie du deuil : l’esprit garde le lien vivant et cherche à dire ce qui est resté non dit.",
          "Si vous rêviez qu’un proche vivant mourait, cela reflète le plus souvent la peur de le perdre ou un changement dans la relation, pas une prédiction.",
          "Beaucoup trouvent ces rêves apaisants ; remarquez ce que la personne a dit ou fait, cela parle souvent de ce dont vous avez besoin maintenant.",
        ],
      },
      de: {
        name: "ein verstorbener geliebter Mensch",
        meanings: [
          "Träume von einem verstorbenen nahen Menschen gehören zur Trauer: Die Psyche hält die Bindung lebendig und sucht einen Weg, Ungesagtes zu sagen.",
          "Wenn Sie träumten, dass jemand Lebendes stirbt, spiegelt das meist die Angst, ihn zu verlieren, oder eine Veränderung der Beziehung, keine Vorhersage.",
          "Viele empfinden solche Träume als tröstlich; achten Sie darauf, was die Person sagte oder tat, es spricht oft von dem, was Sie jetzt brauchen.",
        ],
      },
      es: {
        name: "un ser querido fallecido",
        meanings: [
          "Soñar con alguien cercano que ha muerto forma parte del duelo: la mente mantiene vivo el vínculo y busca decir lo que quedó sin decir.",
          "Si soñaste que moría alguien vivo, suele reflejar el miedo a perderlo o un cambio en la relación, no una predicción.",
          "A muchas personas estos sueños las consuelan; fíjate en lo que la persona dijo o hizo, a menudo habla de lo que necesitas ahora.",
        ],
      },
    },
  },
  {
    id: "paralysis",
    category: "body",
    cues: {
      en: "paralys* paralyz* couldn't|cannot|can't+move could+not+move unable+to+move",
      uk: "паралі* заціпені* заклякл* знерухомл* не+міг|могла|могли|можу|можна+поворухнут*|ворухнут*|рухат*|рухнут*",
      fr: "paralys* pétrifié pétrifiée pouvais|pouvait|pouvions|pouvaient+pas|plus+bouger|remuer impossible+de+bouger",
      de: "gelähmt* lähmung* erstarrt* konnte|kann|konnten+mich|uns+nicht|kaum+bewegen|rühren",
      es: "paraliza* parálisis inmóvil inmóviles podía|puedo|pude|podíamos+moverme|moverse|mover* me|se+podía|podían+mover*",
    },
    text: {
      en: {
        name: "paralysis",
        meanings: [
          "Being unable to move is a well-known sleep experience: the body stays still during dreaming, and sometimes you half-wake and feel it.",
          "As a symbol it often reflects feeling stuck or powerless in a situation, or afraid that whatever you do will make it worse.",
        ],
      },
      uk: {
        name: "скутість",
        meanings: [
          "Неможливість поворухнутися — відоме явище сну: під час сновидінь тіло нерухоме, і інколи, напівпрокинувшись, ви це відчуваєте.",
          "Як символ це часто відображає відчуття, що ви застрягли чи безсилі в ситуації або боїтеся, що будь-яка дія зробить гірше.",
        ],
      },
      fr: {
        name: "la paralysie",
        meanings: [
          "Ne pas pouvoir bouger est une expérience de sommeil bien connue : le corps reste immobile pendant le rêve, et il arrive qu’on le sente en se réveillant à moitié.",
          "Comme symbole, cela reflète souvent le sentiment d’être bloqué ou impuissant, ou la peur que tout geste aggrave les choses.",
        ],
      },
      de: {
        name: "Lähmung",
        meanings: [
          "Sich nicht bewegen zu können ist ein bekanntes Schlafphänomen: Der Körper bleibt beim Träumen still, und halb erwacht spürt man das manchmal.",
          "Als Symbol spiegelt es oft das Gefühl, festzustecken oder machtlos zu sein, oder die Angst, dass jede Handlung alles schlimmer macht.",
        ],
      },
      es: {
        name: "la parálisis",
        meanings: [
          "No poder moverse es una experiencia del sueño bien conocida: el cuerpo queda inmóvil mientras se sueña y, al despertar a medias, a veces se nota.",
          "Como símbolo suele reflejar la sensación de estar atascado o impotente, o el miedo a que cualquier cosa que hagas empeore la situación.",
        ],
      },
    },
  },
  {
    id: "scream",
    category: "body",
    cues: {
      en: "scream* shout* yell* shriek*",
      uk: "кричал* кричав* кричу кричати кричить крик крику криком закричал* закричав* вереск*",
      fr: "cri cris crier criais criait criaient crié hurl*",
      // "schrei*" would take schreiben (to write).
      de: "schrei schreie schreien schreit schreiend schreiende schrie schrien geschrien brüll*",
      es: "grit* chillaba chillar chillé chillido*",
    },
    text: {
      en: {
        name: "screaming",
        meanings: [
          "Screaming, or trying to scream without a sound, points to something you need to express and feel you cannot: anger, fear, a need for help.",
          "A voice that will not come out often mirrors a waking situation where you feel unheard.",
        ],
      },
      uk: {
        name: "крик",
        meanings: [
          "Крик чи спроба закричати без звуку вказує на те, що вам треба висловити, але здається, що не можна: гнів, страх, потребу в допомозі.",
          "Голос, який не виходить, часто віддзеркалює ситуацію наяву, де ви почуваєтеся непочутими.",
        ],
      },
      fr: {
        name: "le cri",
        meanings: [
          "Crier, ou essayer de crier sans qu’aucun son ne sorte, désigne quelque chose que vous avez besoin d’exprimer sans vous le permettre : colère, peur, appel à l’aide.",
          "Une voix qui ne sort pas reflète souvent une situation éveillée où vous vous sentez inentendu.",
        ],
      },
      de: {
        name: "Schreien",
        meanings: [
          "Schreien, oder schreien wollen, ohne dass ein Laut kommt, weist auf etwas hin, das ausgedrückt werden will und nicht darf: Wut, Angst, ein Ruf nach Hilfe.",
          "Eine Stimme, die nicht herauskommt, spiegelt oft eine Lage im Wachleben, in der Sie sich nicht gehört fühlen.",
        ],
      },
      es: {
        name: "el grito",
        meanings: [
          "Gritar, o intentar gritar sin que salga sonido, señala algo que necesitas expresar y sientes que no puedes: ira, miedo, una petición de ayuda.",
          "Una voz que no sale suele reflejar una situación de la vigilia en la que no te sientes escuchado.",
        ],
      },
    },
  },
];
