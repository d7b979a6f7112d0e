// What the dreamer does or undergoes: threat, flight and struggle. Verb forms are listed
// because dreams are told in the past tense. Cue syntax: see `Cues` in ./types.ts.
import type { DreamSymbol } from "./types";

export const ACTIONS: readonly DreamSymbol[] = [
  {
    id: "falling",
    category: "actions",
    cues: {
      // "falls" is left out: it is German "if". "fall" is also German "case", so the
      // usual German idioms are blocked; "fell" is also German "fur". Falling asleep, ill or
      // in love is no fall.
      en: "fall falling fell fallen plunge* plummet* tumbl* !der|den|dem|jeden|keinen|diesem|diesen|im|für|ernst+fall !fall|falls|falling|fell|fallen+asleep|ill|sick|silent !fall|falls|falling|fell|fallen+in+love",
      uk: "пада* паді* випада* випав випала випали впав впала впали впало впасти упав упала упали упасти провал* зірвався зірвалася зірвалась",
      // "tombe" is also a grave; the verb is the common reading.
      fr: "tomb* chute chutes chuter",
      // "gefallen" is left out: it is mostly "liked"; "*fallen" would take eingefallen.
      // "fiel" is also Spanish "faithful"; the German past of fallen is too common to lose.
      de: "fiel fielen fällt hinuntergefallen heruntergefallen hingefallen runtergefallen umgefallen stürz* sturz",
      es: "caer cae caen caía caían caí cayó cayendo caída caídas caerme caerse cayeron",
    },
    text: {
      en: {
        name: "falling",
        meanings: [
          "Falling is one of the most common dreams. It usually reflects a loss of control or support: something in your life feels insecure or is slipping away.",
          "It often appears in times of stress, failure fears or big change, when you feel you have nothing solid to hold on to.",
          "If you landed softly or woke before the ground, the dream may be saying that the fall is less dangerous than the fear of it.",
        ],
      },
      uk: {
        name: "падіння",
        meanings: [
          "Падіння — один із найпоширеніших снів. Зазвичай він відображає втрату контролю чи опори: щось у житті здається нестійким або вислизає.",
          "Такий сон часто приходить у час стресу, страху невдачі чи великих змін, коли здається, що немає за що втриматися.",
          "Якщо ви м’яко приземлилися чи прокинулися до удару, сон, можливо, каже, що саме падіння менш небезпечне, ніж страх перед ним.",
        ],
      },
      fr: {
        name: "la chute",
        meanings: [
          "Tomber est l’un des rêves les plus fréquents. Il reflète le plus souvent une perte de contrôle ou d’appui : quelque chose dans votre vie paraît instable ou vous échappe.",
          "Il survient souvent en période de stress, de peur de l’échec ou de grand changement, quand on n’a plus rien de solide à quoi se tenir.",
          "Si vous avez atterri en douceur ou vous êtes réveillé avant le sol, le rêve dit peut-être que la chute est moins dangereuse que la peur qu’elle inspire.",
        ],
      },
      de: {
        name: "Fallen",
        meanings: [
          "Fallen gehört zu den häufigsten Träumen. Meist spiegelt es Kontroll- oder Haltverlust: Etwas in Ihrem Leben wirkt unsicher oder entgleitet Ihnen.",
          "Es taucht oft in Zeiten von Stress, Versagensangst oder großem Wandel auf, wenn es nichts Festes zum Festhalten zu geben scheint.",
          "Wenn Sie sanft gelandet oder vor dem Aufprall aufgewacht sind, sagt der Traum vielleicht, dass der Fall weniger gefährlich ist als die Angst davor.",
        ],
      },
      es: {
        name: "la caída",
        meanings: [
          "Caer es uno de los sueños más comunes. Suele reflejar una pérdida de control o de apoyo: algo en tu vida parece inseguro o se te escapa.",
          "Aparece a menudo en épocas de estrés, miedo al fracaso o grandes cambios, cuando sientes que no tienes nada firme a lo que agarrarte.",
          "Si aterrizaste con suavidad o despertaste antes del suelo, el sueño quizá diga que la caída es menos peligrosa que el miedo a ella.",
        ],
      },
    },
  },
  {
    id: "flying",
    category: "actions",
    cues: {
      // "flies" is left out: it is also the insect; "fly" keeps both readings.
      en: "fly flying flew flown flight flights soar* hover* float* levitat* glide glided gliding",
      uk: "леті* лечу летиш летить летимо летять літати літаю літаєш літає літаємо літаєте літають літав літала літало літали літаючи полеті* злеті* злітав злітала злітали злітати ширя* політ польоту польоті польотом левітув*",
      // "voler", "vol" and "volé" also mean stealing; flying is the common dream reading.
      fr: "voler vole voles volent volons volez volais volait volions voliez volaient volé volée volés volées volerai volerais volerait vol vols volant volants envol* survol* planer planais planait flotter flottais flottait",
      // "Fliege" (a fly) is also "ich fliege"; longer stems take Flugzeug and Ausflug.
      de: "flieg* flog flogen flogst geflogen flug flüge fluges *flug schweb*",
      // "vuel*" would take vuelta and vuelve (return); "planeaba" is also "planned".
      es: "volar volaba volabas volábamos volaban volando volado volamos volaré volaría volaron volaste volé voló vuelo vuelos vuela vuelas vuelan flotaba flotando levitaba",
    },
    text: {
      en: {
        name: "flying",
        meanings: [
          "Flying is freedom: rising above limits, problems or other people’s expectations, often at a time when you feel capable or hopeful.",
          "The ease of the flight matters: soaring effortlessly suggests confidence; struggling to stay up, a goal that still feels fragile.",
          "Some people fly to escape; if you were fleeing something, the dream may show a wish to get away from a pressure on the ground.",
        ],
      },
      uk: {
        name: "політ",
        meanings: [
          "Політ — це свобода: здатність піднятися над обмеженнями, проблемами чи чужими очікуваннями, часто тоді, коли ви почуваєтеся спроможними й сповненими надії.",
          "Важливо, як вам леталося: легкий політ говорить про впевненість, зусилля втриматися в повітрі — про мету, що поки здається крихкою.",
          "Інколи літають, щоб утекти; якщо ви від чогось тікали, сон може показувати бажання вирватися з-під тиску на землі.",
        ],
      },
      fr: {
        name: "le vol",
        meanings: [
          "Voler, c’est la liberté : s’élever au-dessus des limites, des problèmes ou des attentes des autres, souvent à un moment où l’on se sent capable et plein d’espoir.",
          "La facilité du vol compte : planer sans effort suggère la confiance ; peiner à rester en l’air, un objectif encore fragile.",
          "On vole parfois pour fuir ; si vous échappiez à quelque chose, le rêve montre peut-être le désir de vous soustraire à une pression restée au sol.",
        ],
      },
      de: {
        name: "Fliegen",
        meanings: [
          "Fliegen ist Freiheit: sich über Grenzen, Probleme oder fremde Erwartungen zu erheben, oft in einer Zeit, in der Sie sich fähig und zuversichtlich fühlen.",
          "Wie leicht der Flug fällt, ist wichtig: Müheloses Gleiten spricht für Selbstvertrauen, Kämpfen, um oben zu bleiben, für ein Ziel, das sich noch zerbrechlich anfühlt.",
          "Manche fliegen, um zu entkommen; wenn Sie vor etwas flohen, zeigt der Traum vielleicht den Wunsch, einem Druck am Boden zu entgehen.",
        ],
      },
      es: {
        name: "volar",
        meanings: [
          "Volar es libertad: elevarte por encima de límites, problemas o expectativas ajenas, a menudo en una época en que te sientes capaz y esperanzado.",
          "Importa la facilidad del vuelo: planear sin esfuerzo sugiere confianza; luchar por mantenerte en el aire, una meta que aún parece frágil.",
          "A veces se vuela para huir; si escapabas de algo, el sueño puede mostrar el deseo de alejarte de una presión que quedó en tierra.",
        ],
      },
    },
  },
  {
    id: "chased",
    category: "actions",
    cues: {
      en: "chase chased chasing pursu* hunted hunting followed|following+me|us",
      uk: "гнав* гнал* гнати* переслід* погоня погоні погоню наздоган* женеться женуться",
      fr: "poursuiv* poursuite* pourchass* traqu* me|nous+suivait|suivaient|suit|suivent|suivre",
      de: "verfolg* gejagt jagte jagten jagd* hetzjagd* hinter+mir|uns+her",
      es: "persegu* persig* persecución persecuciones acech* me|nos+seguía|seguían|sigue|siguen",
    },
    text: {
      en: {
        name: "being chased",
        meanings: [
          "Being chased is the most common anxiety dream. It usually means you are avoiding something: a feeling, a conflict or a decision that keeps catching up with you.",
          "Who or what chased you is a clue: a faceless pursuer often stands for a vague fear, a known person for an unresolved issue with them.",
          "Dreams like this often ease when you turn around, in the dream or in life, and look at what is following you.",
        ],
      },
      uk: {
        name: "переслідування",
        meanings: [
          "Переслідування — найпоширеніший тривожний сон. Зазвичай він означає, що ви чогось уникаєте: почуття, конфлікту чи рішення, які вас наздоганяють.",
          "Підказка в тому, хто чи що гналося за вами: безликий переслідувач часто означає невиразний страх, знайома людина — невирішене питання з нею.",
          "Такі сни часто слабшають, коли ви обертаєтеся, уві сні чи в житті, і дивитеся на те, що за вами йде.",
        ],
      },
      fr: {
        name: "la poursuite",
        meanings: [
          "Être poursuivi est le rêve d’angoisse le plus courant. Il signifie le plus souvent que vous évitez quelque chose : un sentiment, un conflit ou une décision qui vous rattrape.",
          "Qui vous poursuivait est un indice : un poursuivant sans visage figure souvent une peur diffuse, une personne connue un problème non résolu avec elle.",
          "Ces rêves s’apaisent souvent quand on se retourne, en rêve ou dans la vie, pour regarder ce qui nous suit.",
        ],
      },
      de: {
        name: "Verfolgung",
        meanings: [
          "Verfolgt zu werden ist der häufigste Angsttraum. Meist bedeutet er, dass Sie etwas ausweichen: einem Gefühl, einem Konflikt oder einer Entscheidung, die Sie immer wieder einholt.",
          "Wer oder was Sie verfolgte, ist ein Hinweis: Ein gesichtsloser Verfolger steht oft für eine diffuse Angst, ein bekannter Mensch für einen ungelösten Konflikt mit ihm.",
          "Solche Träume lassen oft nach, wenn Sie sich umdrehen, im Traum oder im Leben, und ansehen, was Ihnen folgt.",
        ],
      },
      es: {
        name: "la persecución",
        meanings: [
          "Ser perseguido es el sueño de ansiedad más común. Suele significar que evitas algo: un sentimiento, un conflicto o una decisión que te sigue alcanzando.",
          "Quién te perseguía es una pista: un perseguidor sin rostro suele representar un miedo difuso; una persona conocida, un asunto pendiente con ella.",
          "Estos sueños suelen calmarse cuando te das la vuelta, en el sueño o en la vida, y miras lo que te sigue.",
        ],
      },
    },
  },
  {
    id: "hiding",
    category: "actions",
    cues: {
      en: "hide hiding hid hidden hideout* conceal*",
      uk: "хова* сховав* сховал* сховат*",
      fr: "cach* !cachet* !cachemire*",
      de: "versteck* verbarg* verborgen*",
      es: "escond* ocult*",
    },
    text: {
      en: {
        name: "hiding",
        meanings: [
          "Hiding points to something you want to keep out of sight: a feeling, a mistake, or a part of yourself you fear others will judge.",
          "It can also be a need for protection and rest, a wish to withdraw from demands that feel too much.",
        ],
      },
      uk: {
        name: "сховок",
        meanings: [
          "Ховатися означає прагнути щось приховати: почуття, помилку чи частину себе, за яку боїтеся осуду.",
          "Це може бути й потреба в захисті й відпочинку, бажання усамітнитися від вимог, яких забагато.",
        ],
      },
      fr: {
        name: "la cachette",
        meanings: [
          "Se cacher désigne ce que vous voulez soustraire aux regards : un sentiment, une erreur, ou une part de vous dont vous craignez le jugement.",
          "Ce peut être aussi un besoin de protection et de repos, le désir de vous retirer face à des exigences trop lourdes.",
        ],
      },
      de: {
        name: "Verstecken",
        meanings: [
          "Sich zu verstecken weist auf etwas, das Sie aus dem Blick halten wollen: ein Gefühl, einen Fehler oder einen Teil von sich, für den Sie Urteil fürchten.",
          "Es kann auch ein Bedürfnis nach Schutz und Ruhe sein, der Wunsch, sich vor zu vielen Anforderungen zurückzuziehen.",
        ],
      },
      es: {
        name: "esconderse",
        meanings: [
          "Esconderse señala algo que quieres mantener fuera de la vista: un sentimiento, un error o una parte de ti cuyo juicio temes.",
          "También puede ser una necesidad de protección y descanso, el deseo de apartarte de exigencias que pesan demasiado.",
        ],
      },
    },
  },
  {
    id: "fighting",
    category: "actions",
    cues: {
      en: "fight* fought battle* punch* kick* wrestl* argu* quarrel*",
      uk: "бійк* бився билася бились билися битися бій бою бив била били вдарив вдарила удар* сварк* сварил* посварил*",
      fr: "bagarre* battais battait battaient battre battu battue combat* dispute* frappai* frappé frappée coup+de+poing",
      de: "kampf* kämpf* *kampf prügel* schlägerei* streit* gestritten schlug schlugen geschlagen",
      es: "pelea* pelear luch* golpe* golpeaba* discusión discutía* discutimos",
    },
    text: {
      en: {
        name: "fighting",
        meanings: [
          "Fighting or arguing reflects conflict: with someone in your life, or between two sides of yourself that want different things.",
          "Standing your ground suggests a need to assert yourself; losing, a sense of being overpowered; fighting someone close, tension you have not voiced.",
        ],
      },
      uk: {
        name: "бійка",
        meanings: [
          "Бійка чи сварка відображають конфлікт: із кимось у вашому житті або між двома частинами вас, що хочуть різного.",
          "Вистояти означає потребу відстояти себе, програти — відчуття, що вас долають, битися з близькою людиною — невисловлену напругу.",
        ],
      },
      fr: {
        name: "la bagarre",
        meanings: [
          "Se battre ou se disputer reflète un conflit : avec quelqu’un de votre entourage, ou entre deux parts de vous qui veulent des choses différentes.",
          "Tenir bon suggère un besoin de vous affirmer ; perdre, le sentiment d’être dépassé ; se battre avec un proche, une tension jamais exprimée.",
        ],
      },
      de: {
        name: "Kampf",
        meanings: [
          "Kämpfen oder Streiten spiegelt einen Konflikt: mit jemandem in Ihrem Leben oder zwischen zwei Seiten in Ihnen, die Verschiedenes wollen.",
          "Standzuhalten spricht für das Bedürfnis, sich zu behaupten, zu verlieren für das Gefühl, überwältigt zu werden, mit einem nahen Menschen zu kämpfen für unausgesprochene Spannung.",
        ],
      },
      es: {
        name: "la pelea",
        meanings: [
          "Pelear o discutir refleja un conflicto: con alguien de tu vida o entre dos partes de ti que quieren cosas distintas.",
          "Mantenerte firme sugiere la necesidad de afirmarte; perder, la sensación de ser superado; pelear con alguien cercano, una tensión no expresada.",
        ],
      },
    },
  },
  {
    id: "running",
    category: "actions",
    cues: {
      en: "run running ran sprint*",
      uk: "біг бігла бігли бігти біжу біжить бігав бігала бігали бігом побіг* вибіг*",
      // "cour*" would take courage, courant and cours.
      fr: "courir courais courait couraient courions couru courue",
      // "laufen" and "lief" are also plain walking.
      de: "renn* rannte rannten gerannt",
      es: "correr corría corrían corrí corrió corriendo corre",
    },
    text: {
      en: {
        name: "running",
        meanings: [
          "Running shows urgency: racing toward a goal, or away from something you would rather not face.",
          "Running in slow motion, or unable to move forward, is a classic image of feeling held back by forces you cannot name.",
        ],
      },
      uk: {
        name: "біг",
        meanings: [
          "Біг показує поспіх: гонитву до мети або втечу від того, з чим не хочеться стикатися.",
          "Бігти, мов у сповільненій зйомці, чи не рухатися з місця — класичний образ того, що вас стримують сили, яких ви не можете назвати.",
        ],
      },
      fr: {
        name: "la course",
        meanings: [
          "Courir traduit l’urgence : se précipiter vers un but, ou fuir ce qu’on préfère ne pas affronter.",
          "Courir au ralenti, ou sans avancer, est une image classique du sentiment d’être retenu par des forces qu’on ne sait pas nommer.",
        ],
      },
      de: {
        name: "Rennen",
        meanings: [
          "Rennen zeigt Dringlichkeit: einem Ziel entgegenzujagen oder vor etwas davonzulaufen, dem Sie lieber nicht begegnen.",
          "In Zeitlupe zu rennen oder nicht vom Fleck zu kommen ist ein klassisches Bild dafür, von Kräften gebremst zu werden, die man nicht benennen kann.",
        ],
      },
      es: {
        name: "correr",
        meanings: [
          "Correr muestra urgencia: lanzarte hacia una meta o huir de algo que prefieres no afrontar.",
          "Correr a cámara lenta, o sin avanzar, es una imagen clásica de sentirte frenado por fuerzas que no sabes nombrar.",
        ],
      },
    },
  },
  {
    id: "escaping",
    category: "actions",
    cues: {
      en: "escap* fled flee fleeing ran|run|running+away getaway",
      uk: "втек* втіка* тіка* втеча втечі втечу",
      // "fui" is left out: it is the Spanish "I was, I went".
      fr: "fuir fuis fuit fuite fuyais fuyait fuyaient fuyant enfui* échapp* évad*",
      de: "flucht* flieh* floh flohen geflohen entkommen entkam entkamen entwisch*",
      es: "escap* huí huía huían huir huyendo huyó fuga*",
    },
    text: {
      en: {
        name: "escape",
        meanings: [
          "Escaping shows a wish to get away from pressure, a situation or a feeling that has become too much.",
          "A successful escape suggests you are finding a way out; if you keep escaping the same thing, it may be time to face it.",
        ],
      },
      uk: {
        name: "втеча",
        meanings: [
          "Втеча показує бажання вирватися з-під тиску, із ситуації чи від почуття, якого стало забагато.",
          "Вдала втеча говорить, що ви знаходите вихід; якщо ж ви раз у раз тікаєте від того самого, можливо, час зустрітися з цим.",
        ],
      },
      fr: {
        name: "la fuite",
        meanings: [
          "S’échapper traduit le désir de fuir une pression, une situation ou un sentiment devenu trop lourd.",
          "Une évasion réussie suggère que vous trouvez une issue ; si vous fuyez toujours la même chose, il est peut-être temps de lui faire face.",
        ],
      },
      de: {
        name: "Flucht",
        meanings: [
          "Flucht zeigt den Wunsch, einem Druck, einer Lage oder einem Gefühl zu entkommen, das zu viel geworden ist.",
          "Eine gelungene Flucht spricht dafür, dass Sie einen Ausweg finden; fliehen Sie immer wieder vor demselben, ist es vielleicht Zeit, sich ihm zu stellen.",
        ],
      },
      es: {
        name: "la huida",
        meanings: [
          "Escapar muestra el deseo de alejarte de una presión, una situación o un sentimiento que se ha vuelto excesivo.",
          "Una huida lograda sugiere que encuentras una salida; si huyes una y otra vez de lo mismo, quizá sea hora de enfrentarlo.",
        ],
      },
    },
  },
  {
    id: "killing",
    category: "actions",
    cues: {
      en: "kill* murder* stab stabbed stabbing strangl*",
      uk: "вбив* вбити вбила убив* убити убила вбивств* вбивц* задуши*",
      fr: "tuer tuais tuait tuaient tué tuée tués meurtr* assassin*",
      // "mord*" would take the French mordre and Spanish mordida (to bite, a bite).
      de: "töten tötete töteten tötet getötet ermord* mord morde mordes morden mordete mörder*",
      es: "matar mataba mató matado matando maté asesin*",
    },
    text: {
      en: {
        name: "killing",
        meanings: [
          "Killing in a dream is almost never about violence itself. It usually means ending something: a habit, a relationship or a part of yourself.",
          "If you were the target, it may reflect feeling attacked or erased by someone; if you were the one killing, strong anger you are not allowing yourself.",
        ],
      },
      uk: {
        name: "убивство",
        meanings: [
          "Убивство уві сні майже ніколи не стосується насильства як такого. Зазвичай воно означає завершення: звички, стосунків чи частини себе.",
          "Якщо жертвою були ви, це може відображати відчуття, що вас атакують чи стирають; якщо вбивали ви — сильний гнів, якого ви собі не дозволяєте.",
        ],
      },
      fr: {
        name: "le meurtre",
        meanings: [
          "Tuer en rêve ne parle presque jamais de violence réelle. Cela signifie le plus souvent mettre fin à quelque chose : une habitude, une relation ou une part de vous.",
          "Si vous étiez la cible, cela peut traduire le sentiment d’être attaqué ou effacé ; si c’est vous qui tuiez, une colère forte que vous ne vous autorisez pas.",
        ],
      },
      de: {
        name: "Töten",
        meanings: [
          "Töten im Traum handelt fast nie von Gewalt an sich. Meist bedeutet es, etwas zu beenden: eine Gewohnheit, eine Beziehung oder einen Teil von sich.",
          "Wenn Sie das Opfer waren, spiegelt es vielleicht das Gefühl, angegriffen oder ausgelöscht zu werden; wenn Sie töteten, starke Wut, die Sie sich nicht erlauben.",
        ],
      },
      es: {
        name: "matar",
        meanings: [
          "Matar en sueños casi nunca trata de la violencia en sí. Suele significar terminar con algo: un hábito, una relación o una parte de ti.",
          "Si eras el objetivo, puede reflejar la sensación de ser atacado o borrado; si matabas tú, una ira fuerte que no te permites.",
        ],
      },
    },
  },
  {
    id: "trapped",
    category: "actions",
    cues: {
      en: "trap* stuck locked+in|up cage* caged",
      uk: "пастк* пастці застряг* замкнен* замкнул* зачинен* клітк* клітці",
      fr: "piégé* piège* coincé* enfermé* cage*",
      // "falle" is also "ich falle" (I fall); the trap is kept.
      de: "gefangen* eingesperrt* eingeschlossen* falle käfig* steckte+fest feststeck*",
      es: "atrapad* encerrad* trampa* jaula* sin+salida",
    },
    text: {
      en: {
        name: "being trapped",
        meanings: [
          "Being trapped mirrors a waking situation that feels like it has no exit: a job, a relationship, an obligation or a habit.",
          "Notice whether you looked for a way out; the dream often shows the first step you have not allowed yourself to consider.",
        ],
      },
      uk: {
        name: "пастка",
        meanings: [
          "Опинитися в пастці — віддзеркалення ситуації наяву, яка здається безвихідною: робота, стосунки, обов’язок чи звичка.",
          "Зверніть увагу, чи шукали ви вихід; сон часто показує перший крок, який ви собі ще не дозволили розглянути.",
        ],
      },
      fr: {
        name: "le piège",
        meanings: [
          "Être piégé renvoie à une situation éveillée qui semble sans issue : un travail, une relation, une obligation ou une habitude.",
          "Remarquez si vous cherchiez une sortie ; le rêve montre souvent le premier pas que vous ne vous êtes pas encore autorisé à envisager.",
        ],
      },
      de: {
        name: "Gefangensein",
        meanings: [
          "Gefangen zu sein spiegelt eine Lage im Wachleben, die ausweglos wirkt: eine Arbeit, eine Beziehung, eine Pflicht oder Gewohnheit.",
          "Achten Sie darauf, ob Sie einen Ausweg suchten; der Traum zeigt oft den ersten Schritt, den Sie sich noch nicht zu denken erlaubt haben.",
        ],
      },
      es: {
        name: "estar atrapado",
        meanings: [
          "Estar atrapado refleja una situación de la vigilia que parece no tener salida: un trabajo, una relación, una obligación o un hábito.",
          "Fíjate en si buscabas una salida; el sueño suele mostrar el primer paso que aún no te has permitido considerar.",
        ],
      },
    },
  },
  {
    id: "lost",
    category: "actions",
    cues: {
      en: "lost lose losing",
      uk: "загуби* загубл* заблук* згуби* втрат*",
      fr: "perdu perdue perdus perdues perdais perdait perdre égaré* égarée*",
      // "verlaufen" is also "to go (well)"; the getting-lost reading is kept.
      de: "verlor* verirrt* verlaufen",
      es: "perdido perdida perdidos perdidas perdía perdí perder perderme extraviad*",
    },
    text: {
      en: {
        name: "being lost",
        meanings: [
          "Being lost, or losing something, reflects uncertainty about direction: where you are going in life, or what you can still count on.",
          "Such dreams often come during transitions, when the old map no longer works and the new one is not drawn yet.",
        ],
      },
      uk: {
        name: "загубленість",
        meanings: [
          "Заблукати чи щось загубити означає непевність щодо напрямку: куди ви рухаєтеся в житті або на що ще можна покластися.",
          "Такі сни часто приходять у перехідні періоди, коли стара мапа вже не працює, а нову ще не намальовано.",
        ],
      },
      fr: {
        name: "la perte",
        meanings: [
          "Être perdu, ou perdre quelque chose, reflète une incertitude de direction : où vous allez dans la vie, ou sur quoi vous pouvez encore compter.",
          "Ces rêves viennent souvent pendant les transitions, quand l’ancienne carte ne sert plus et que la nouvelle n’est pas encore tracée.",
        ],
      },
      de: {
        name: "Verlorensein",
        meanings: [
          "Sich zu verirren oder etwas zu verlieren spiegelt Unsicherheit über die Richtung: wohin Ihr Leben geht oder worauf Sie noch zählen können.",
          "Solche Träume kommen oft in Übergangszeiten, wenn die alte Landkarte nicht mehr stimmt und die neue noch nicht gezeichnet ist.",
        ],
      },
      es: {
        name: "perderse",
        meanings: [
          "Perderte, o perder algo, refleja incertidumbre sobre el rumbo: hacia dónde vas en la vida o con qué puedes seguir contando.",
          "Estos sueños suelen llegar en etapas de transición, cuando el viejo mapa ya no sirve y el nuevo aún no está dibujado.",
        ],
      },
    },
  },
];
