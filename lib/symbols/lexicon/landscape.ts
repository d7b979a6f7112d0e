// Landscapes: where a dream takes place outdoors. Cue syntax: see `Cues` in ./types.ts.
import type { DreamSymbol } from "./types";

export const LANDSCAPE: readonly DreamSymbol[] = [
  {
    id: "sea",
    category: "landscape",
    cues: {
      en: "sea seas seaside seashore ocean oceans",
      uk: "море моря морю морем морі морів морськ* океан*",
      fr: "mer mers océan océans maritime",
      // "die See" is the sea, "der See" a lake: the article decides.
      de: "meer* *meer ozean* die|zur|hohe|hoher+see",
      es: "mar mares marino marina océano océanos",
    },
    text: {
      en: {
        name: "sea",
        meanings: [
          "The sea is the vastness of the unconscious: depths you cannot see to the bottom of, and a sense of something much larger than you.",
          "A calm sea suggests peace with your inner life; a rough one, emotions that feel too big to navigate.",
        ],
      },
      uk: {
        name: "море",
        meanings: [
          "Море — це безмежжя несвідомого: глибини, дна яких не видно, і відчуття чогось набагато більшого за вас.",
          "Спокійне море говорить про мир із власним внутрішнім життям, бурхливе — про емоції, у яких важко тримати курс.",
        ],
      },
      fr: {
        name: "la mer",
        meanings: [
          "La mer, c’est l’immensité de l’inconscient : des profondeurs dont on ne voit pas le fond, et le sentiment de quelque chose qui vous dépasse.",
          "Une mer calme suggère la paix avec votre vie intérieure ; une mer agitée, des émotions trop vastes pour s’y orienter.",
        ],
      },
      de: {
        name: "Meer",
        meanings: [
          "Das Meer ist die Weite des Unbewussten: Tiefen, deren Grund man nicht sieht, und das Gefühl von etwas viel Größerem.",
          "Ein ruhiges Meer spricht für Frieden mit dem eigenen Innenleben, ein raues für Gefühle, in denen man schwer Kurs hält.",
        ],
      },
      es: {
        name: "el mar",
        meanings: [
          "El mar es la inmensidad del inconsciente: profundidades cuyo fondo no se ve y la sensación de algo mucho más grande que tú.",
          "Un mar en calma sugiere paz con tu vida interior; uno agitado, emociones demasiado grandes para orientarse en ellas.",
        ],
      },
    },
  },
  {
    id: "waves",
    category: "landscape",
    cues: {
      // "wave" is also a wave of the hand; rare enough in dreams to keep.
      en: "wave waves surf breakers",
      uk: "хвиля хвилі хвилю хвилею хвиль хвилями хвилях",
      // Bare "vague" is also the adjective (and English "vague"), so the noun needs a word before it.
      fr: "une|la|les|des|grande|grandes|grosse|grosses|énorme|énormes|immense|immenses|haute|hautes+vague|vagues houle déferlante*",
      de: "welle wellen *welle *wellen !schwelle* brandung",
      es: "ola olas oleaje",
    },
    text: {
      en: {
        name: "waves",
        meanings: [
          "Waves are feelings that come in surges: something that rises, breaks and returns, like a worry or a longing that will not settle.",
          "A giant wave is one of the most common images of being overwhelmed; riding a wave, of finding your balance in change.",
        ],
      },
      uk: {
        name: "хвилі",
        meanings: [
          "Хвилі — це почуття, що накочуються поривами: щось здіймається, розбивається й повертається, як тривога чи туга, що не вщухає.",
          "Величезна хвиля — один із найпоширеніших образів перевантаження; ковзати на хвилі означає знаходити рівновагу у змінах.",
        ],
      },
      fr: {
        name: "les vagues",
        meanings: [
          "Les vagues sont des émotions qui arrivent par vagues, justement : quelque chose monte, se brise et revient, comme une inquiétude ou un manque qui ne s’apaise pas.",
          "Une vague géante est l’une des images les plus fréquentes du débordement ; surfer sur une vague, celle de l’équilibre retrouvé dans le changement.",
        ],
      },
      de: {
        name: "Wellen",
        meanings: [
          "Wellen sind Gefühle, die in Schüben kommen: Etwas steigt, bricht und kehrt zurück, wie eine Sorge oder Sehnsucht, die nicht zur Ruhe kommt.",
          "Eine Riesenwelle gehört zu den häufigsten Bildern der Überforderung, auf einer Welle zu reiten zu denen des Gleichgewichts im Wandel.",
        ],
      },
      es: {
        name: "las olas",
        meanings: [
          "Las olas son sentimientos que llegan a oleadas: algo que sube, rompe y vuelve, como una preocupación o una añoranza que no se calma.",
          "Una ola gigante es una de las imágenes más comunes del desbordamiento; surfear una ola, la de encontrar el equilibrio en el cambio.",
        ],
      },
    },
  },
  {
    id: "river",
    category: "landscape",
    cues: {
      en: "river rivers riverbank* creek creeks brook",
      uk: "річка річки річку річкою річці річок річками річках ріка ріки ріку рікою ріці річков* струмок* потік потоку",
      fr: "rivière rivières fleuve fleuves ruisseau ruisseaux torrent torrents",
      // No "*fluss": it would take Einfluss (influence) and Überfluss.
      de: "fluss flusses flüsse flüssen bach bäche baches",
      es: "río ríos arroyo arroyos riachuelo torrente torrentes",
    },
    text: {
      en: {
        name: "river",
        meanings: [
          "A river is the flow of life and time: where you are heading, and whether you go with the current or against it.",
          "Crossing a river often marks a transition, a decision that takes you from one stage of life into another.",
        ],
      },
      uk: {
        name: "річка",
        meanings: [
          "Річка — це плин життя і часу: куди ви прямуєте і чи рухаєтеся за течією, чи проти неї.",
          "Перетнути річку часто означає перехід, рішення, що веде з одного етапу життя в інший.",
        ],
      },
      fr: {
        name: "la rivière",
        meanings: [
          "La rivière, c’est le cours de la vie et du temps : la direction que vous prenez, et si vous suivez le courant ou le remontez.",
          "Traverser une rivière marque souvent une transition, une décision qui vous fait passer d’une étape de vie à une autre.",
        ],
      },
      de: {
        name: "Fluss",
        meanings: [
          "Ein Fluss ist der Lauf von Leben und Zeit: wohin Sie unterwegs sind und ob Sie mit der Strömung schwimmen oder dagegen.",
          "Einen Fluss zu überqueren markiert oft einen Übergang, eine Entscheidung, die Sie von einem Lebensabschnitt in den nächsten führt.",
        ],
      },
      es: {
        name: "el río",
        meanings: [
          "El río es el fluir de la vida y del tiempo: hacia dónde vas y si avanzas con la corriente o contra ella.",
          "Cruzar un río suele marcar una transición, una decisión que te lleva de una etapa de la vida a otra.",
        ],
      },
    },
  },
  {
    id: "lake",
    category: "landscape",
    cues: {
      en: "lake lakes pond ponds",
      // "ставку" is left out: it is also the accusative of ставка (bet, headquarters).
      uk: "озеро озера озері озером озер озерах озерце ставок ставу ставі",
      fr: "lac lacs étang étangs",
      // Bare "See" is English "see", "Seen" English "seen": German needs the article.
      de: "der|den|dem|im|am|zum|einem|einen|ein|kleinen|großen|stillen+see *see teich teiche teichs",
      es: "lago lagos laguna lagunas estanque estanques",
    },
    text: {
      en: {
        name: "lake",
        meanings: [
          "A lake is contained emotion: still water that reflects, and depths that stay hidden under a calm surface.",
          "Clear water in a lake suggests self-knowledge; a dark lake, feelings you keep at a safe distance.",
        ],
      },
      uk: {
        name: "озеро",
        meanings: [
          "Озеро — це стримані емоції: нерухома вода, що віддзеркалює, і глибини, приховані під спокійною поверхнею.",
          "Прозора вода в озері свідчить про самопізнання, темне озеро — про почуття, які ви тримаєте на безпечній відстані.",
        ],
      },
      fr: {
        name: "le lac",
        meanings: [
          "Le lac, c’est l’émotion contenue : une eau immobile qui reflète, et des profondeurs cachées sous une surface calme.",
          "Une eau limpide suggère la connaissance de soi ; un lac sombre, des sentiments tenus à distance prudente.",
        ],
      },
      de: {
        name: "See",
        meanings: [
          "Ein See ist gefasstes Gefühl: stilles Wasser, das spiegelt, und Tiefen, die unter ruhiger Oberfläche verborgen bleiben.",
          "Klares Wasser im See spricht für Selbsterkenntnis, ein dunkler See für Gefühle, die Sie auf sicherem Abstand halten.",
        ],
      },
      es: {
        name: "el lago",
        meanings: [
          "El lago es emoción contenida: agua quieta que refleja y profundidades que quedan ocultas bajo una superficie en calma.",
          "El agua clara sugiere conocimiento de ti mismo; un lago oscuro, sentimientos que mantienes a una distancia prudente.",
        ],
      },
    },
  },
  {
    id: "mountain",
    category: "landscape",
    cues: {
      en: "mountain* peak peaks summit hill hills",
      // "горі" is also the locative of горе (grief); kept, the mountain is far more common.
      uk: "гора гори горі гору горою гір горами горах гірськ* вершин* пагорб*",
      fr: "montagne* mont monts sommet sommets colline collines",
      // "berg*" would take bergen (to rescue); compounds (Eisberg, Gipfelberg) come through "*berg".
      de: "berg berge berges *berg gebirge* gipfel hügel",
      es: "montaña* monte montes cima cumbre cumbres colina colinas cerro cerros",
    },
    text: {
      en: {
        name: "mountain",
        meanings: [
          "A mountain is a goal or an obstacle: a challenge in your life that takes effort, and offers a wider view once climbed.",
          "Standing on a summit speaks of achievement and perspective; a mountain that will not end, of a task that feels too big.",
        ],
      },
      uk: {
        name: "гора",
        meanings: [
          "Гора — це мета або перешкода: виклик у вашому житті, що вимагає зусиль і відкриває ширший краєвид, коли його подолано.",
          "Стояти на вершині означає досягнення і нову перспективу, а гора, якій немає кінця, — завдання, що здається надто великим.",
        ],
      },
      fr: {
        name: "la montagne",
        meanings: [
          "La montagne est un but ou un obstacle : un défi qui demande de l’effort et offre une vue plus large une fois gravi.",
          "Se tenir au sommet parle de réussite et de recul ; une montagne sans fin, d’une tâche qui paraît trop grande.",
        ],
      },
      de: {
        name: "Berg",
        meanings: [
          "Ein Berg ist Ziel oder Hindernis: eine Herausforderung, die Mühe kostet und oben einen weiteren Blick schenkt.",
          "Auf dem Gipfel zu stehen spricht von Erfolg und Überblick, ein Berg ohne Ende von einer Aufgabe, die zu groß wirkt.",
        ],
      },
      es: {
        name: "la montaña",
        meanings: [
          "La montaña es una meta o un obstáculo: un reto que exige esfuerzo y ofrece una vista más amplia una vez superado.",
          "Estar en la cima habla de logro y perspectiva; una montaña interminable, de una tarea que parece demasiado grande.",
        ],
      },
    },
  },
  {
    id: "cliff",
    category: "landscape",
    cues: {
      en: "cliff* precipice* abyss chasm chasms",
      uk: "прірва прірви прірву прірвою прірві урвище* обрив* скеля скелі скелю скелею безодн*",
      fr: "falaise* précipice* abîme* gouffre* ravin*",
      de: "klippe klippen abgrund* abhang* schlucht* felswand",
      es: "acantilado* precipicio* abismo* barranco* despeñadero*",
    },
    text: {
      en: {
        name: "cliff",
        meanings: [
          "A cliff or an abyss marks a point of no return: a decision or risk you are standing in front of, or a fear of losing control.",
          "Looking down from the edge can also be curiosity about the unknown, the pull of a change you are not sure you dare to make.",
        ],
      },
      uk: {
        name: "прірва",
        meanings: [
          "Урвище чи прірва позначають точку неповернення: рішення або ризик, перед яким ви стоїте, чи страх утратити контроль.",
          "Погляд униз із краю може бути й цікавістю до невідомого, потягом до змін, на які ви ще не певні, що наважитеся.",
        ],
      },
      fr: {
        name: "le précipice",
        meanings: [
          "Une falaise ou un précipice marque un point de non-retour : une décision ou un risque devant lequel vous vous tenez, ou la peur de perdre le contrôle.",
          "Regarder en bas depuis le bord peut aussi traduire la curiosité pour l’inconnu, l’attrait d’un changement que vous n’osez pas encore.",
        ],
      },
      de: {
        name: "Abgrund",
        meanings: [
          "Eine Klippe oder ein Abgrund markiert einen Punkt ohne Umkehr: eine Entscheidung, ein Risiko vor Ihnen oder die Angst, die Kontrolle zu verlieren.",
          "Vom Rand hinunterzuschauen kann auch Neugier auf das Unbekannte sein, der Sog einer Veränderung, die Sie sich noch nicht zutrauen.",
        ],
      },
      es: {
        name: "el precipicio",
        meanings: [
          "Un acantilado o un abismo marca un punto sin retorno: una decisión o un riesgo ante el que estás, o el miedo a perder el control.",
          "Mirar hacia abajo desde el borde también puede ser curiosidad por lo desconocido, la atracción de un cambio que aún no te atreves a dar.",
        ],
      },
    },
  },
  {
    id: "forest",
    category: "landscape",
    cues: {
      en: "forest forests woods woodland* jungle* thicket",
      uk: "ліс лісу лісі лісом ліси лісів лісах лісов* лісн* хаща хащі хащу хащах хащами джунгл* гай гаю",
      // Bare "bois" is also "I drink" and wood as a material.
      fr: "forêt forêts jungle* au|les|des|grands+bois",
      de: "wald* *wald wälder wäldern dschungel* dickicht",
      es: "bosque bosques selva selvas arboleda",
    },
    text: {
      en: {
        name: "forest",
        meanings: [
          "A forest is the unknown inner world: a place to get lost in, but also to find what is growing out of sight.",
          "Walking through woods often reflects a search for direction; a dark forest, a phase in which the way forward is unclear.",
        ],
      },
      uk: {
        name: "ліс",
        meanings: [
          "Ліс — це незнаний внутрішній світ: місце, де можна заблукати, але й знайти те, що росте поза увагою.",
          "Прогулянка лісом часто відображає пошук напрямку, темний ліс — етап, у якому шлях уперед неясний.",
        ],
      },
      fr: {
        name: "la forêt",
        meanings: [
          "La forêt est le monde intérieur inconnu : un lieu où l’on peut se perdre, mais aussi trouver ce qui pousse à l’abri des regards.",
          "Marcher en forêt reflète souvent une recherche de direction ; une forêt sombre, une période où le chemin reste flou.",
        ],
      },
      de: {
        name: "Wald",
        meanings: [
          "Der Wald ist die unbekannte Innenwelt: ein Ort, an dem man sich verirren, aber auch finden kann, was im Verborgenen wächst.",
          "Ein Gang durch den Wald spiegelt oft die Suche nach Richtung, ein dunkler Wald eine Phase, in der der Weg unklar ist.",
        ],
      },
      es: {
        name: "el bosque",
        meanings: [
          "El bosque es el mundo interior desconocido: un lugar donde perderse, pero también donde encontrar lo que crece fuera de la vista.",
          "Caminar por un bosque suele reflejar la búsqueda de un rumbo; un bosque oscuro, una etapa en la que el camino no está claro.",
        ],
      },
    },
  },
  {
    id: "desert",
    category: "landscape",
    cues: {
      en: "desert deserts dune dunes",
      uk: "пустеля пустелі пустелю пустелею бархан*",
      fr: "désert déserts désertique dune dunes",
      de: "wüste wüsten *wüste düne dünen",
      es: "desierto desiertos duna dunas",
    },
    text: {
      en: {
        name: "desert",
        meanings: [
          "A desert speaks of emotional dryness: loneliness, burnout or a stretch of life that feels empty of nourishment.",
          "It is also a place of clarity and trial, where what really matters stands out because everything else is gone.",
        ],
      },
      uk: {
        name: "пустеля",
        meanings: [
          "Пустеля говорить про емоційну посуху: самотність, вигорання або відрізок життя, у якому бракує живлення.",
          "Це також місце ясності й випробування, де видно, що справді важливе, бо все інше зникло.",
        ],
      },
      fr: {
        name: "le désert",
        meanings: [
          "Le désert parle de sécheresse affective : solitude, épuisement ou une période de vie qui semble privée de nourriture.",
          "C’est aussi un lieu de clarté et d’épreuve, où l’essentiel ressort parce que tout le reste a disparu.",
        ],
      },
      de: {
        name: "Wüste",
        meanings: [
          "Eine Wüste spricht von seelischer Trockenheit: Einsamkeit, Erschöpfung oder einer Zeit, in der es an Nahrung für die Seele fehlt.",
          "Sie ist auch ein Ort der Klarheit und Prüfung, an dem das Wesentliche hervortritt, weil alles andere fehlt.",
        ],
      },
      es: {
        name: "el desierto",
        meanings: [
          "El desierto habla de sequía emocional: soledad, agotamiento o una etapa de la vida que parece vacía de alimento.",
          "También es un lugar de claridad y de prueba, donde lo esencial destaca porque todo lo demás ha desaparecido.",
        ],
      },
    },
  },
  {
    id: "island",
    category: "landscape",
    cues: {
      en: "island islands isle",
      uk: "острів острова острові островом острови островів острівц* острівн*",
      fr: "île îles îlot",
      de: "insel inseln *insel",
      es: "isla islas islote",
    },
    text: {
      en: {
        name: "island",
        meanings: [
          "An island is separation: a wish for refuge and quiet, or a feeling of being cut off from others.",
          "Which it is depends on how it felt: a peaceful island is a retreat you need, a lonely one a sign of isolation.",
        ],
      },
      uk: {
        name: "острів",
        meanings: [
          "Острів — це відокремленість: бажання сховку й тиші або відчуття, що ви відрізані від інших.",
          "Що саме, залежить від відчуття: мирний острів — потрібний вам прихисток, самотній — ознака ізоляції.",
        ],
      },
      fr: {
        name: "l’île",
        meanings: [
          "L’île, c’est la séparation : un besoin de refuge et de calme, ou le sentiment d’être coupé des autres.",
          "Tout dépend du ressenti : une île paisible est un retrait dont vous avez besoin, une île solitaire un signe d’isolement.",
        ],
      },
      de: {
        name: "Insel",
        meanings: [
          "Eine Insel steht für Abgeschiedenheit: den Wunsch nach Zuflucht und Ruhe oder das Gefühl, von anderen abgeschnitten zu sein.",
          "Was davon zutrifft, zeigt das Gefühl: Eine friedliche Insel ist ein Rückzug, den Sie brauchen, eine einsame ein Zeichen von Isolation.",
        ],
      },
      es: {
        name: "la isla",
        meanings: [
          "La isla es separación: un deseo de refugio y calma o la sensación de estar aislado de los demás.",
          "Depende de cómo se sintió: una isla apacible es un retiro que necesitas; una isla solitaria, una señal de aislamiento.",
        ],
      },
    },
  },
  {
    id: "cave",
    category: "landscape",
    cues: {
      // English "cave" is also French for cellar; it counts as a cave.
      en: "cave caves cavern* grotto",
      uk: "печера печери печеру печерою печері печер печерах",
      fr: "grotte grottes caverne* antre",
      de: "höhle höhlen *höhle",
      es: "cueva cuevas caverna* gruta",
    },
    text: {
      en: {
        name: "cave",
        meanings: [
          "A cave leads inward: into memories, instincts and parts of yourself that are usually kept out of sight.",
          "It can be a shelter as much as a threat. Entering one often means you are ready to look at something deeper.",
        ],
      },
      uk: {
        name: "печера",
        meanings: [
          "Печера веде всередину: до спогадів, інстинктів і частин себе, які зазвичай сховані від погляду.",
          "Вона буває і прихистком, і загрозою. Увійти в печеру часто означає бути готовим подивитися на щось глибше.",
        ],
      },
      fr: {
        name: "la grotte",
        meanings: [
          "La grotte mène vers l’intérieur : vers des souvenirs, des instincts et des parts de vous habituellement tenues à l’écart.",
          "Elle peut être un abri autant qu’une menace. Y entrer signifie souvent que vous êtes prêt à regarder plus profond.",
        ],
      },
      de: {
        name: "Höhle",
        meanings: [
          "Eine Höhle führt nach innen: zu Erinnerungen, Instinkten und Seiten an Ihnen, die sonst verborgen bleiben.",
          "Sie kann Schutz ebenso sein wie Bedrohung. Hineinzugehen heißt oft, bereit zu sein, tiefer zu schauen.",
        ],
      },
      es: {
        name: "la cueva",
        meanings: [
          "La cueva lleva hacia dentro: a recuerdos, instintos y partes de ti que suelen quedar fuera de la vista.",
          "Puede ser refugio tanto como amenaza. Entrar en ella suele indicar que estás listo para mirar algo más profundo.",
        ],
      },
    },
  },
  {
    id: "beach",
    category: "landscape",
    cues: {
      // Sand is left out: deserts have it too.
      en: "beach beaches shore shores",
      uk: "пляж пляжу пляжі пляжем берег берега березі берегом",
      fr: "plage plages rivage",
      de: "strand strände strandes *strand",
      es: "playa playas orilla",
    },
    text: {
      en: {
        name: "beach",
        meanings: [
          "A beach is the meeting point of land and sea, of the conscious and what lies beneath: a place between two states.",
          "It often carries a longing for rest and lightness, or memories of a time when life felt simpler.",
        ],
      },
      uk: {
        name: "пляж",
        meanings: [
          "Пляж чи берег — місце зустрічі суходолу й моря, свідомого і того, що глибше: простір між двома станами.",
          "Він часто несе тугу за відпочинком і легкістю або спогади про час, коли життя здавалося простішим.",
        ],
      },
      fr: {
        name: "la plage",
        meanings: [
          "La plage est le point de rencontre entre la terre et la mer, entre le conscient et ce qui est dessous : un lieu entre deux états.",
          "Elle porte souvent un besoin de repos et de légèreté, ou le souvenir d’une époque où la vie semblait plus simple.",
        ],
      },
      de: {
        name: "Strand",
        meanings: [
          "Der Strand ist der Ort, an dem Land und Meer, Bewusstes und Tieferes sich berühren: ein Raum zwischen zwei Zuständen.",
          "Er trägt oft die Sehnsucht nach Ruhe und Leichtigkeit oder Erinnerungen an eine Zeit, in der das Leben einfacher schien.",
        ],
      },
      es: {
        name: "la playa",
        meanings: [
          "La playa es el encuentro entre la tierra y el mar, entre lo consciente y lo que hay debajo: un lugar entre dos estados.",
          "Suele traer un anhelo de descanso y ligereza, o recuerdos de una época en que la vida parecía más sencilla.",
        ],
      },
    },
  },
  {
    id: "garden",
    category: "landscape",
    cues: {
      en: "garden gardens gardening backyard orchard",
      // "город" is the Ukrainian vegetable garden, not a city.
      uk: "сад саду саді садом сади садів садок садочк* город городі городу",
      fr: "jardin jardins potager verger",
      de: "garten gärten *garten",
      es: "jardín jardines huerto huerta",
    },
    text: {
      en: {
        name: "garden",
        meanings: [
          "A garden is what you cultivate: relationships, projects and your own growth, and how well they are tended.",
          "A blooming garden suggests fulfilment and care; an overgrown or withered one, something in your life that needs attention.",
        ],
      },
      uk: {
        name: "сад",
        meanings: [
          "Сад — це те, що ви плекаєте: стосунки, справи, власне зростання — і те, наскільки дбайливо ви це робите.",
          "Квітучий сад говорить про наповненість і турботу, занедбаний чи зів’ялий — про те, що у вашому житті потребує уваги.",
        ],
      },
      fr: {
        name: "le jardin",
        meanings: [
          "Le jardin, c’est ce que vous cultivez : relations, projets, votre propre croissance, et le soin que vous leur portez.",
          "Un jardin en fleurs évoque l’épanouissement ; un jardin envahi ou desséché, quelque chose dans votre vie qui réclame de l’attention.",
        ],
      },
      de: {
        name: "Garten",
        meanings: [
          "Ein Garten ist das, was Sie pflegen: Beziehungen, Vorhaben, Ihr eigenes Wachstum, und wie sorgsam Sie damit umgehen.",
          "Ein blühender Garten spricht für Erfüllung, ein verwilderter oder verdorrter für etwas in Ihrem Leben, das Zuwendung braucht.",
        ],
      },
      es: {
        name: "el jardín",
        meanings: [
          "El jardín es lo que cultivas: relaciones, proyectos y tu propio crecimiento, y el cuidado que les dedicas.",
          "Un jardín en flor sugiere plenitud; uno descuidado o marchito, algo en tu vida que necesita atención.",
        ],
      },
    },
  },
  {
    id: "flowers",
    category: "landscape",
    cues: {
      // "rose" is left out: it is also the past of "rise" (and French for pink).
      en: "flower* blossom* bloom* roses tulip* lily lilies",
      uk: "квітка квітки квітку квіткою квіти квітів квітами квітах квіточк* троянд* тюльпан* ромашк* букет*",
      fr: "fleur fleurs fleuri fleurie fleuris fleuries roses tulipe* bouquet*",
      de: "blume blumen *blume *blumen blüte blüten blühen blühte blühende rosen tulpe*",
      // "rosa" is left out: it is mostly the colour.
      es: "flor flores florecía florecer florecían rosas tulipán tulipanes ramo",
    },
    text: {
      en: {
        name: "flowers",
        meanings: [
          "Flowers speak of beauty, tenderness and things coming into bloom: a feeling, a relationship or a talent that is opening up.",
          "Receiving flowers points to recognition and affection; withered flowers, to something that has passed its season.",
        ],
      },
      uk: {
        name: "квіти",
        meanings: [
          "Квіти говорять про красу, ніжність і розквіт: почуття, стосунки чи хист, що саме розкриваються.",
          "Отримати квіти означає визнання й прихильність, зів’ялі квіти — щось, чий час уже минув.",
        ],
      },
      fr: {
        name: "les fleurs",
        meanings: [
          "Les fleurs parlent de beauté, de tendresse et d’éclosion : un sentiment, une relation ou un talent qui s’ouvre.",
          "Recevoir des fleurs évoque la reconnaissance et l’affection ; des fleurs fanées, quelque chose dont la saison est passée.",
        ],
      },
      de: {
        name: "Blumen",
        meanings: [
          "Blumen sprechen von Schönheit, Zärtlichkeit und Aufblühen: ein Gefühl, eine Beziehung oder eine Begabung öffnet sich.",
          "Blumen geschenkt zu bekommen deutet auf Anerkennung und Zuneigung, verwelkte Blumen auf etwas, dessen Zeit vorbei ist.",
        ],
      },
      es: {
        name: "las flores",
        meanings: [
          "Las flores hablan de belleza, ternura y florecimiento: un sentimiento, una relación o un talento que se abre.",
          "Recibir flores apunta a reconocimiento y cariño; flores marchitas, a algo cuya temporada ya pasó.",
        ],
      },
    },
  },
  {
    id: "tree",
    category: "landscape",
    cues: {
      en: "tree trees treetop* oak oaks birch willow",
      uk: "дерево дерева дереві деревом дерев деревами деревах дуб дуба дубом дуби береза берези березу гілк* коріння",
      fr: "arbre arbres chêne chênes branche branches racine racines",
      de: "baum bäume baumes bäumen *baum eiche eichen wurzel wurzeln",
      es: "árbol árboles rama ramas raíz raíces roble robles pino pinos",
    },
    text: {
      en: {
        name: "tree",
        meanings: [
          "A tree is growth and rootedness: your connection to family and origins below, and what you reach for above.",
          "A strong tree suggests stability; a fallen or bare one, a loss of support or a period of rest before new growth.",
        ],
      },
      uk: {
        name: "дерево",
        meanings: [
          "Дерево — це зростання і вкоріненість: зв’язок із родиною та корінням унизу і те, до чого ви тягнетеся вгору.",
          "Міцне дерево свідчить про стабільність, повалене чи голе — про втрату опори або період спокою перед новим ростом.",
        ],
      },
      fr: {
        name: "l’arbre",
        meanings: [
          "L’arbre, c’est la croissance et l’enracinement : le lien à la famille et aux origines en bas, ce vers quoi vous tendez en haut.",
          "Un arbre robuste suggère la stabilité ; un arbre tombé ou dénudé, une perte d’appui ou un repos avant une nouvelle pousse.",
        ],
      },
      de: {
        name: "Baum",
        meanings: [
          "Ein Baum steht für Wachstum und Verwurzelung: die Verbindung zu Familie und Herkunft unten, das, wonach Sie oben greifen.",
          "Ein kräftiger Baum spricht für Stabilität, ein umgestürzter oder kahler für verlorenen Halt oder eine Ruhezeit vor neuem Wachstum.",
        ],
      },
      es: {
        name: "el árbol",
        meanings: [
          "El árbol es crecimiento y arraigo: tu vínculo con la familia y los orígenes abajo, y aquello a lo que aspiras arriba.",
          "Un árbol fuerte sugiere estabilidad; uno caído o desnudo, una pérdida de apoyo o un reposo antes de volver a crecer.",
        ],
      },
    },
  },
  {
    id: "meadow",
    category: "landscape",
    cues: {
      en: "meadow* field fields grass grassy",
      uk: "луг лугу лузі поле поля полі полем полів галявин* трава трави траву травою",
      fr: "prairie* pré prés champ champs herbe gazon clairière*",
      // "Gras" is left out: it is French for "fat".
      de: "wiese wiesen *wiese feld felder feldes lichtung",
      es: "prado prados pradera* campo campos hierba césped",
    },
    text: {
      en: {
        name: "meadow",
        meanings: [
          "An open field or meadow is freedom and room to breathe: a wish for simplicity, or a sense that options are opening up.",
          "Green grass speaks of vitality and renewal; a dry field, of energy that needs replenishing.",
        ],
      },
      uk: {
        name: "луг",
        meanings: [
          "Відкрите поле чи луг — це свобода і простір, щоб дихати: прагнення простоти або відчуття, що відкриваються можливості.",
          "Зелена трава говорить про життєву силу й оновлення, висохле поле — про енергію, яку треба поповнити.",
        ],
      },
      fr: {
        name: "la prairie",
        meanings: [
          "Un champ ouvert ou une prairie, c’est la liberté et l’espace pour respirer : un besoin de simplicité, ou des possibilités qui s’ouvrent.",
          "L’herbe verte parle de vitalité et de renouveau ; un champ desséché, d’une énergie à reconstituer.",
        ],
      },
      de: {
        name: "Wiese",
        meanings: [
          "Ein offenes Feld oder eine Wiese steht für Freiheit und Raum zum Atmen: Sehnsucht nach Einfachheit oder Möglichkeiten, die sich auftun.",
          "Grünes Gras spricht für Lebenskraft und Erneuerung, ein vertrocknetes Feld für Energie, die aufgefüllt werden will.",
        ],
      },
      es: {
        name: "el prado",
        meanings: [
          "Un campo abierto o un prado es libertad y espacio para respirar: un deseo de sencillez o posibilidades que se abren.",
          "La hierba verde habla de vitalidad y renovación; un campo seco, de una energía que necesita recargarse.",
        ],
      },
    },
  },
];
