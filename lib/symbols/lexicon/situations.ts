// Everyday situations and gestures in dreams. Verb forms are listed because dreams are
// told in the past tense. Cue syntax: see `Cues` in ./types.ts.
import type { DreamSymbol } from "./types";

export const SITUATIONS: readonly DreamSymbol[] = [
  {
    id: "late",
    category: "actions",
    cues: {
      // "late" alone is "late at night" or "the late king", so English needs a phrase.
      en: "too|running|was|were|am|is|be|being|arrived|got+late late+for",
      uk: "запізн* спізн*",
      fr: "en+retard trop+tard retard*",
      de: "verspät* zu+spät",
      // Bare "tarde" is also "afternoon".
      es: "llegué|llegaba|llego|llegar|llegamos|llegó|llegaría|voy|iba+tarde demasiado+tarde retraso* atrasad* impuntual*",
    },
    text: {
      en: {
        name: "being late",
        meanings: [
          "Being late is a dream of pressure and missed chances: the fear that time is running out, or that you are falling behind others.",
          "It often comes when too much is on your plate; the dream may be asking what you could let go of rather than how to run faster.",
        ],
      },
      uk: {
        name: "запізнення",
        meanings: [
          "Запізнення — сон про тиск і втрачені нагоди: страх, що час спливає або що ви відстаєте від інших.",
          "Він часто приходить, коли справ забагато; сон може питати, що можна відпустити, а не як бігти швидше.",
        ],
      },
      fr: {
        name: "le retard",
        meanings: [
          "Être en retard est un rêve de pression et d’occasions manquées : la peur de manquer de temps, ou de rester à la traîne.",
          "Il survient souvent quand on a trop à faire ; le rêve demande peut-être ce que vous pourriez lâcher, plutôt que comment courir plus vite.",
        ],
      },
      de: {
        name: "Zuspätkommen",
        meanings: [
          "Zu spät zu kommen ist ein Traum von Druck und verpassten Chancen: die Angst, dass die Zeit davonläuft oder Sie hinter anderen zurückbleiben.",
          "Er kommt oft, wenn zu viel auf einmal ansteht; der Traum fragt vielleicht, was Sie loslassen könnten, statt wie Sie schneller laufen.",
        ],
      },
      es: {
        name: "llegar tarde",
        meanings: [
          "Llegar tarde es un sueño de presión y oportunidades perdidas: el miedo a que el tiempo se acabe o a quedarte atrás respecto a los demás.",
          "Suele aparecer cuando tienes demasiado entre manos; el sueño quizá pregunte qué podrías soltar, más que cómo correr más rápido.",
        ],
      },
    },
  },
  {
    id: "exam",
    category: "actions",
    cues: {
      // "exam*" would take example.
      // "quiz*" would take the Spanish quizá (maybe).
      // Job interviews are left out: an interview is not an exam.
      en: "exam exams examination* examiner* test tests quiz quizzes",
      uk: "іспит* екзамен* контрольн* тест тести тесту",
      // "interro*" would take interroger (to question).
      fr: "examen* test tests interro interros partiel*",
      de: "prüfung* *prüfung examen* klausur* test tests",
      es: "examen* exámenes test",
    },
    text: {
      en: {
        name: "exam",
        meanings: [
          "An exam dream is about being judged: a situation in your life where you feel tested, and a worry about not being good enough.",
          "Being unprepared or unable to read the questions is very common, often long after school, whenever you face a new responsibility.",
        ],
      },
      uk: {
        name: "іспит",
        meanings: [
          "Сон про іспит говорить про оцінювання: ситуацію, де вас ніби перевіряють, і тривогу, що ви недостатньо добрі.",
          "Неготовність чи неможливість прочитати питання сниться дуже часто, навіть через роки після школи, щойно з’являється нова відповідальність.",
        ],
      },
      fr: {
        name: "l’examen",
        meanings: [
          "Rêver d’un examen, c’est rêver d’être jugé : une situation où vous vous sentez mis à l’épreuve, et la crainte de ne pas être à la hauteur.",
          "Ne pas être prêt ou ne pas arriver à lire les questions est très fréquent, bien après l’école, chaque fois qu’une nouvelle responsabilité arrive.",
        ],
      },
      de: {
        name: "Prüfung",
        meanings: [
          "Ein Prüfungstraum handelt vom Beurteiltwerden: einer Lage, in der Sie sich geprüft fühlen, und der Sorge, nicht gut genug zu sein.",
          "Unvorbereitet zu sein oder die Fragen nicht lesen zu können ist sehr häufig, oft lange nach der Schulzeit, sobald eine neue Verantwortung ansteht.",
        ],
      },
      es: {
        name: "el examen",
        meanings: [
          "Soñar con un examen es soñar con ser juzgado: una situación en la que te sientes puesto a prueba y el temor a no estar a la altura.",
          "No estar preparado o no poder leer las preguntas es muy frecuente, mucho después del colegio, cada vez que llega una responsabilidad nueva.",
        ],
      },
    },
  },
  {
    id: "searching",
    category: "actions",
    cues: {
      en: "search* seek* looking+for",
      uk: "шука* пошук*",
      fr: "cherch* recherch*",
      // "such*" would take the English "such".
      de: "suche suchen suchst sucht suchte suchten gesucht",
      es: "busc* búsqueda*",
    },
    text: {
      en: {
        name: "searching",
        meanings: [
          "Searching for something points to a need or a lack: something you feel is missing, in your life or in yourself.",
          "What you were looking for is the key: a person, an object or a place often stands for a feeling you want back.",
        ],
      },
      uk: {
        name: "пошук",
        meanings: [
          "Шукати щось означає потребу чи брак: те, чого, як вам здається, бракує у вашому житті чи в вас самих.",
          "Ключ — у тому, що саме ви шукали: людина, річ чи місце часто уособлюють почуття, яке ви хочете повернути.",
        ],
      },
      fr: {
        name: "la recherche",
        meanings: [
          "Chercher quelque chose désigne un besoin ou un manque : ce qui vous paraît absent dans votre vie ou en vous.",
          "Ce que vous cherchiez est la clé : une personne, un objet ou un lieu figure souvent un sentiment que vous voudriez retrouver.",
        ],
      },
      de: {
        name: "Suche",
        meanings: [
          "Etwas zu suchen weist auf ein Bedürfnis oder einen Mangel: etwas, das Ihnen im Leben oder in sich selbst zu fehlen scheint.",
          "Der Schlüssel ist, wonach Sie suchten: Ein Mensch, ein Gegenstand oder ein Ort steht oft für ein Gefühl, das Sie zurückhaben wollen.",
        ],
      },
      es: {
        name: "la búsqueda",
        meanings: [
          "Buscar algo apunta a una necesidad o una carencia: algo que sientes que falta en tu vida o en ti.",
          "Lo que buscabas es la clave: una persona, un objeto o un lugar suele representar un sentimiento que quieres recuperar.",
        ],
      },
    },
  },
  {
    id: "climbing",
    category: "actions",
    cues: {
      en: "climb* clamber*",
      // "заліз*" would take залізо (iron) and залізниця (railway).
      uk: "ліз лізла лізли лізти лізу підіймал* підіймав* піднімал* піднімав* видира* дерся дерлася",
      fr: "grimp* escalad*",
      de: "kletter* bergsteig* erklomm*",
      // "escal*" would take escala (scale) and escalofrío.
      es: "escalaba escalar escalé escaló escalando trep*",
    },
    text: {
      en: {
        name: "climbing",
        meanings: [
          "Climbing is effort toward a goal: ambition, progress and the work it takes to rise in some area of your life.",
          "An easy climb suggests confidence; slipping or being unable to reach the top, doubt whether the effort will pay off.",
        ],
      },
      uk: {
        name: "підйом",
        meanings: [
          "Підйом — це зусилля на шляху до мети: амбіції, поступ і праця, потрібна, щоб піднятися в якійсь сфері життя.",
          "Легкий підйом говорить про впевненість, зісковзування чи неможливість дістатися вершини — про сумнів, чи окупляться зусилля.",
        ],
      },
      fr: {
        name: "l’escalade",
        meanings: [
          "Grimper, c’est l’effort vers un but : l’ambition, le progrès et le travail qu’il faut pour s’élever dans un domaine de sa vie.",
          "Une montée facile suggère la confiance ; glisser ou ne pas atteindre le sommet, le doute que l’effort en vaille la peine.",
        ],
      },
      de: {
        name: "Klettern",
        meanings: [
          "Klettern ist Anstrengung auf ein Ziel hin: Ehrgeiz, Fortschritt und die Arbeit, die es braucht, um in einem Lebensbereich aufzusteigen.",
          "Ein leichter Aufstieg spricht für Zuversicht, Abrutschen oder den Gipfel nicht zu erreichen für Zweifel, ob sich die Mühe lohnt.",
        ],
      },
      es: {
        name: "escalar",
        meanings: [
          "Escalar es esfuerzo hacia una meta: ambición, progreso y el trabajo que cuesta subir en algún ámbito de tu vida.",
          "Una subida fácil sugiere confianza; resbalar o no alcanzar la cima, dudas de que el esfuerzo vaya a merecer la pena.",
        ],
      },
    },
  },
  {
    id: "swimming",
    category: "actions",
    cues: {
      en: "swim* swam swum dive diving dived",
      uk: "плава* плив пливла пливли пливу пливе пірна*",
      fr: "nager nageais nageait nageaient nagé nage nageant plong*",
      de: "schwimm* schwamm schwammen geschwommen tauch*",
      // "nad*" would take nada (nothing).
      es: "nadar nadaba nadábamos nadaban nadando nadé nadó buce*",
    },
    text: {
      en: {
        name: "swimming",
        meanings: [
          "Swimming is how you move through your emotions: with ease and pleasure, or with effort against the current.",
          "Diving deep suggests readiness to explore feelings or memories; swimming toward a shore, a goal that is within reach.",
        ],
      },
      uk: {
        name: "плавання",
        meanings: [
          "Плавання показує, як ви рухаєтеся у своїх емоціях: легко й із задоволенням або з зусиллям проти течії.",
          "Пірнати глибоко означає готовність досліджувати почуття чи спогади, пливти до берега — мету, що вже близько.",
        ],
      },
      fr: {
        name: "la nage",
        meanings: [
          "Nager montre comment vous traversez vos émotions : avec aisance et plaisir, ou avec effort contre le courant.",
          "Plonger profond suggère que vous êtes prêt à explorer sentiments ou souvenirs ; nager vers une rive, un but à portée de main.",
        ],
      },
      de: {
        name: "Schwimmen",
        meanings: [
          "Schwimmen zeigt, wie Sie sich durch Ihre Gefühle bewegen: leicht und mit Freude oder mühsam gegen die Strömung.",
          "Tief zu tauchen spricht für die Bereitschaft, Gefühle oder Erinnerungen zu erkunden, auf ein Ufer zuzuschwimmen für ein Ziel in Reichweite.",
        ],
      },
      es: {
        name: "nadar",
        meanings: [
          "Nadar muestra cómo te mueves entre tus emociones: con soltura y placer o con esfuerzo contra la corriente.",
          "Bucear a fondo sugiere disposición a explorar sentimientos o recuerdos; nadar hacia una orilla, una meta al alcance.",
        ],
      },
    },
  },
  {
    id: "drowning",
    category: "actions",
    cues: {
      en: "drown* sinking",
      uk: "тону тонув тонула тонули тонути тоне потонув потонула потону* втопи* потопа* захлина*",
      fr: "noyade noyer noyais noyait noyaient noyé noyée noyés noyant",
      de: "ertrink* ertrank* ertrunken* ersauf* ersoff*",
      // "hund*" would take German Hund and hundert.
      es: "ahog* hundía hundiendo hundió hundimos",
    },
    text: {
      en: {
        name: "drowning",
        meanings: [
          "Drowning is being overwhelmed by emotion or circumstances: too much at once, with no room to breathe.",
          "If you were rescued or found air, the dream may point to help or resources you have not yet called on.",
        ],
      },
      uk: {
        name: "потопання",
        meanings: [
          "Тонути означає бути переповненим емоціями чи обставинами: забагато всього одночасно, і немає чим дихати.",
          "Якщо вас урятували чи ви вдихнули повітря, сон може вказувати на допомогу або ресурси, до яких ви ще не зверталися.",
        ],
      },
      fr: {
        name: "la noyade",
        meanings: [
          "Se noyer, c’est être submergé par les émotions ou les circonstances : trop à la fois, sans espace pour respirer.",
          "Si vous avez été secouru ou avez retrouvé l’air, le rêve désigne peut-être une aide ou des ressources que vous n’avez pas encore sollicitées.",
        ],
      },
      de: {
        name: "Ertrinken",
        meanings: [
          "Ertrinken heißt, von Gefühlen oder Umständen überwältigt zu werden: zu viel auf einmal, kein Raum zum Atmen.",
          "Wenn Sie gerettet wurden oder Luft fanden, weist der Traum vielleicht auf Hilfe oder Kräfte, die Sie noch nicht in Anspruch genommen haben.",
        ],
      },
      es: {
        name: "ahogarse",
        meanings: [
          "Ahogarse es verse desbordado por las emociones o las circunstancias: demasiado a la vez, sin espacio para respirar.",
          "Si te rescataron o encontraste aire, el sueño puede señalar una ayuda o unos recursos a los que aún no has recurrido.",
        ],
      },
    },
  },
  {
    id: "crying",
    category: "actions",
    cues: {
      // "sob*" would take sober.
      en: "cry cried crying tears weep* sob sobbed sobbing",
      uk: "плака* сльоз* заплака* ридала ридав ридали",
      fr: "pleur* larme*",
      de: "weinen weinte weinten geweint träne* heul*",
      es: "llor* lágrima*",
    },
    text: {
      en: {
        name: "crying",
        meanings: [
          "Crying in a dream is often release: grief, relief or tension that has not found its way out while you were awake.",
          "Waking with wet eyes can be healing in itself; notice what made you cry, it often points to what matters most right now.",
        ],
      },
      uk: {
        name: "плач",
        meanings: [
          "Плач уві сні часто є вивільненням: горя, полегшення чи напруги, що не знайшла виходу наяву.",
          "Прокинутися з мокрими очима може бути цілющим саме по собі; зверніть увагу, що змусило вас плакати, це часто вказує на найважливіше зараз.",
        ],
      },
      fr: {
        name: "les larmes",
        meanings: [
          "Pleurer en rêve est souvent une libération : chagrin, soulagement ou tension qui n’a pas trouvé d’issue pendant la journée.",
          "Se réveiller les yeux humides peut être apaisant en soi ; remarquez ce qui vous a fait pleurer, cela désigne souvent ce qui compte le plus en ce moment.",
        ],
      },
      de: {
        name: "Weinen",
        meanings: [
          "Weinen im Traum ist oft Entlastung: Trauer, Erleichterung oder Anspannung, die im Wachen keinen Weg nach draußen fand.",
          "Mit feuchten Augen aufzuwachen kann schon heilsam sein; achten Sie darauf, was Sie weinen ließ, es zeigt oft, was gerade am meisten zählt.",
        ],
      },
      es: {
        name: "el llanto",
        meanings: [
          "Llorar en sueños suele ser desahogo: pena, alivio o una tensión que no encontró salida mientras estabas despierto.",
          "Despertar con los ojos húmedos ya puede ser reparador; fíjate en qué te hizo llorar, suele señalar lo que más importa ahora.",
        ],
      },
    },
  },
  {
    id: "kissing",
    category: "actions",
    cues: {
      en: "kiss*",
      uk: "поцілу* цілува*",
      // "bais*" would take baisser (to lower).
      fr: "bisou* baiser baisers embrass*",
      de: "küss* kuss küsse geküsst",
      // "bes*" would take German Besteck and Spanish bestia.
      es: "besar besaba besó besos beso besé besando besamos",
    },
    text: {
      en: {
        name: "kiss",
        meanings: [
          "A kiss is closeness and acceptance: a wish for intimacy, or for a quality of the other person to become part of you.",
          "Kissing someone unexpected rarely means literal desire; it often reflects admiration, or a reconciliation you are longing for.",
        ],
      },
      uk: {
        name: "поцілунок",
        meanings: [
          "Поцілунок — це близькість і прийняття: бажання інтимності або того, щоб якась риса іншої людини стала частиною вас.",
          "Поцілунок із несподіваною людиною рідко означає буквальне бажання; частіше він відображає захоплення чи жадане примирення.",
        ],
      },
      fr: {
        name: "le baiser",
        meanings: [
          "Un baiser, c’est la proximité et l’acceptation : un désir d’intimité, ou qu’une qualité de l’autre devienne une part de vous.",
          "Embrasser quelqu’un d’inattendu signifie rarement un désir littéral ; cela traduit souvent une admiration, ou une réconciliation espérée.",
        ],
      },
      de: {
        name: "Kuss",
        meanings: [
          "Ein Kuss ist Nähe und Annahme: der Wunsch nach Intimität oder danach, dass eine Eigenschaft des anderen Teil von Ihnen wird.",
          "Jemand Unerwarteten zu küssen bedeutet selten wörtliches Begehren; oft spiegelt es Bewunderung oder eine ersehnte Versöhnung.",
        ],
      },
      es: {
        name: "el beso",
        meanings: [
          "Un beso es cercanía y aceptación: un deseo de intimidad o de que una cualidad de la otra persona pase a formar parte de ti.",
          "Besar a alguien inesperado rara vez indica un deseo literal; suele reflejar admiración o una reconciliación que anhelas.",
        ],
      },
    },
  },
  {
    id: "dancing",
    category: "actions",
    cues: {
      en: "danc*",
      uk: "танц*",
      // "dans*" would take "dans" (in).
      fr: "danse danses danser dansais dansait dansaient dansé danseur* danseuse*",
      de: "tanz* tänz*",
      es: "bail* danz*",
    },
    text: {
      en: {
        name: "dancing",
        meanings: [
          "Dancing is joy, freedom and harmony with your body, a sign that you feel in rhythm with your life or long to.",
          "Dancing with someone reflects the relationship’s rhythm: who leads, who follows, and whether you move well together.",
        ],
      },
      uk: {
        name: "танець",
        meanings: [
          "Танець — це радість, свобода і злагода з власним тілом, знак, що ви в ритмі свого життя або прагнете цього.",
          "Танцювати з кимось означає ритм стосунків: хто веде, хто йде слідом і чи добре вам рухатися разом.",
        ],
      },
      fr: {
        name: "la danse",
        meanings: [
          "Danser, c’est la joie, la liberté et l’accord avec son corps, le signe que vous êtes au rythme de votre vie ou aspirez à l’être.",
          "Danser avec quelqu’un reflète le rythme de la relation : qui mène, qui suit, et si vous bougez bien ensemble.",
        ],
      },
      de: {
        name: "Tanz",
        meanings: [
          "Tanzen ist Freude, Freiheit und Einklang mit dem eigenen Körper, ein Zeichen, dass Sie im Rhythmus Ihres Lebens sind oder sich danach sehnen.",
          "Mit jemandem zu tanzen spiegelt den Rhythmus der Beziehung: wer führt, wer folgt und ob Sie sich gut zusammen bewegen.",
        ],
      },
      es: {
        name: "el baile",
        meanings: [
          "Bailar es alegría, libertad y armonía con tu cuerpo, señal de que vas al ritmo de tu vida o lo anhelas.",
          "Bailar con alguien refleja el ritmo de la relación: quién lleva, quién sigue y si os movéis bien juntos.",
        ],
      },
    },
  },
];
