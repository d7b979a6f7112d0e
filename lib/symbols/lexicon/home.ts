// The house and its parts. Cue syntax: see `Cues` in ./types.ts.
import type { DreamSymbol } from "./types";

export const HOME: readonly DreamSymbol[] = [
  {
    id: "house",
    category: "buildings",
    cues: {
      en: "house houses home homes",
      uk: "дім дому домі домом будинок будинку будинком будинки будинків хата хати хату хатою хаті оселя оселі домівк* вдома удома додому дома",
      fr: "maison maisons demeure* foyer chez+moi|nous",
      // "haus*" would take Hausaufgaben (homework); longer stems (Krankenhaus) win over "*haus".
      de: "haus häuser hauses häusern *haus zuhause daheim nach|zu+hause",
      es: "casa casas hogar mansión",
    },
    text: {
      en: {
        name: "house",
        meanings: [
          "A house often represents you: your mind, your life and how you feel inside it. Its state says something about your own state.",
          "Discovering new rooms suggests unexplored potential; a house in disrepair, neglected needs or a sense of instability.",
          "A childhood home brings back the feelings, rules and roles of that time, often because something today has touched them.",
        ],
      },
      uk: {
        name: "дім",
        meanings: [
          "Дім часто символізує вас самих: ваш внутрішній світ, життя і те, як вам у ньому. Його стан говорить про ваш власний.",
          "Відкрити нові кімнати означає нереалізовані можливості, занедбаний дім — знехтувані потреби чи відчуття нестабільності.",
          "Дім дитинства повертає почуття, правила й ролі того часу, часто тому, що щось сьогодні їх зачепило.",
        ],
      },
      fr: {
        name: "la maison",
        meanings: [
          "La maison vous représente souvent vous-même : votre esprit, votre vie et la façon dont vous vous y sentez. Son état dit quelque chose du vôtre.",
          "Découvrir de nouvelles pièces suggère un potentiel inexploré ; une maison délabrée, des besoins négligés ou un sentiment d’instabilité.",
          "La maison d’enfance ravive les émotions, les règles et les rôles de cette époque, souvent parce qu’un événement présent les a touchés.",
        ],
      },
      de: {
        name: "Haus",
        meanings: [
          "Ein Haus steht oft für Sie selbst: Ihr Inneres, Ihr Leben und wie Sie sich darin fühlen. Sein Zustand sagt etwas über Ihren.",
          "Neue Zimmer zu entdecken deutet auf ungenutzte Möglichkeiten, ein verfallenes Haus auf vernachlässigte Bedürfnisse oder Unsicherheit.",
          "Das Elternhaus weckt Gefühle, Regeln und Rollen von damals, oft weil etwas in der Gegenwart daran gerührt hat.",
        ],
      },
      es: {
        name: "la casa",
        meanings: [
          "La casa suele representarte a ti: tu mente, tu vida y cómo te sientes dentro de ella. Su estado dice algo del tuyo.",
          "Descubrir habitaciones nuevas sugiere un potencial sin explorar; una casa en ruinas, necesidades descuidadas o inestabilidad.",
          "La casa de la infancia trae de vuelta los sentimientos, normas y papeles de entonces, a menudo porque algo actual los ha tocado.",
        ],
      },
    },
  },
  {
    id: "room",
    category: "buildings",
    cues: {
      en: "room rooms bedroom* chamber",
      uk: "кімната кімнати кімнату кімнатою кімнаті кімнат кімнатах кімнатам кімнатами кімнатк* спальн*",
      // "pièce" is also a coin and a play; rooms are the common reading in dreams.
      fr: "pièce pièces chambre chambres salle salles",
      de: "zimmer *zimmer raum räume raumes",
      // "cuarto" is left out: it is also "fourth" and "a quarter".
      es: "habitación habitaciones sala salas dormitorio*",
    },
    text: {
      en: {
        name: "room",
        meanings: [
          "Rooms are parts of your inner life. A room you had forgotten or never seen often points to abilities or memories waiting to be used.",
          "A locked or cramped room suggests something you keep closed off, or a situation where you lack space to be yourself.",
        ],
      },
      uk: {
        name: "кімната",
        meanings: [
          "Кімнати — це частини вашого внутрішнього життя. Забута чи ніколи не бачена кімната часто вказує на здібності чи спогади, що чекають свого часу.",
          "Замкнена чи тісна кімната говорить про те, що ви тримаєте під замком, або про ситуацію, де бракує простору бути собою.",
        ],
      },
      fr: {
        name: "la pièce",
        meanings: [
          "Les pièces sont des parties de votre vie intérieure. Une pièce oubliée ou jamais vue désigne souvent des capacités ou des souvenirs qui attendent d’être utilisés.",
          "Une pièce fermée à clé ou exiguë suggère quelque chose que vous gardez enfermé, ou une situation où vous manquez d’espace pour être vous-même.",
        ],
      },
      de: {
        name: "Zimmer",
        meanings: [
          "Zimmer sind Teile Ihres Innenlebens. Ein vergessenes oder nie gesehenes Zimmer weist oft auf Fähigkeiten oder Erinnerungen, die darauf warten, genutzt zu werden.",
          "Ein verschlossenes oder enges Zimmer spricht für etwas, das Sie verschlossen halten, oder für eine Lage, in der Ihnen Raum fehlt, Sie selbst zu sein.",
        ],
      },
      es: {
        name: "la habitación",
        meanings: [
          "Las habitaciones son partes de tu vida interior. Una habitación olvidada o nunca vista suele señalar capacidades o recuerdos que esperan ser usados.",
          "Una habitación cerrada o estrecha sugiere algo que mantienes bajo llave o una situación en la que te falta espacio para ser tú.",
        ],
      },
    },
  },
  {
    id: "door",
    category: "buildings",
    cues: {
      en: "door doors doorway* doorbell*",
      uk: "двері дверей дверима дверях дверцят* хвіртк* брама брами браму брамою",
      // Bare "porte" is also "carries", so the noun needs a word before it.
      fr: "la|une|cette|les|des|grande|petite|vieille|lourde|autre|chaque+porte|portes portail* seuil",
      // "Tore" (gates) is left out: it is the English "tore".
      de: "tür türen *tür tor pforte",
      es: "puerta puertas portón portal*",
    },
    text: {
      en: {
        name: "door",
        meanings: [
          "A door is a threshold: an opportunity, a transition or a choice between staying where you are and stepping into something new.",
          "An open door suggests readiness; a locked or stuck one, an obstacle, or something you are not yet ready to face.",
        ],
      },
      uk: {
        name: "двері",
        meanings: [
          "Двері — це поріг: нагода, перехід або вибір між тим, щоб лишитися, де ви є, і кроком у щось нове.",
          "Відчинені двері говорять про готовність, замкнені чи заклинені — про перешкоду або те, до чого ви ще не готові.",
        ],
      },
      fr: {
        name: "la porte",
        meanings: [
          "La porte est un seuil : une occasion, une transition ou un choix entre rester où vous êtes et entrer dans quelque chose de neuf.",
          "Une porte ouverte suggère que vous êtes prêt ; une porte fermée ou bloquée, un obstacle, ou quelque chose que vous n’êtes pas encore prêt à affronter.",
        ],
      },
      de: {
        name: "Tür",
        meanings: [
          "Eine Tür ist eine Schwelle: eine Gelegenheit, ein Übergang oder die Wahl zwischen Bleiben und dem Schritt in etwas Neues.",
          "Eine offene Tür spricht für Bereitschaft, eine verschlossene oder klemmende für ein Hindernis oder für etwas, dem Sie sich noch nicht stellen wollen.",
        ],
      },
      es: {
        name: "la puerta",
        meanings: [
          "Una puerta es un umbral: una oportunidad, una transición o la elección entre quedarte donde estás y entrar en algo nuevo.",
          "Una puerta abierta sugiere disposición; una cerrada o atascada, un obstáculo o algo que aún no estás listo para afrontar.",
        ],
      },
    },
  },
  {
    id: "stairs",
    category: "buildings",
    cues: {
      // Ladders are left out ("échelle" is also a scale), escalators blocked: neither is a staircase.
      en: "stair*",
      uk: "сходи сходах сходами сходів сходинк* східц*",
      // "marche(s)" is left out: it is mostly "walks".
      fr: "escalier* !escalier+roulant|roulants",
      // "Leiter" is left out: it is also a leader.
      de: "treppe* *treppe stufe stufen",
      es: "escalera* escalón escalones peldaño*",
    },
    text: {
      en: {
        name: "stairs",
        meanings: [
          "Stairs show movement between levels: climbing them suggests progress or ambition, going down a return to something deeper or older.",
          "Stairs that crumble or never end point to effort that feels unrewarded, or fear of slipping back.",
        ],
      },
      uk: {
        name: "сходи",
        meanings: [
          "Сходи показують рух між рівнями: підйом говорить про поступ чи амбіції, спуск — про повернення до чогось глибшого чи давнішого.",
          "Сходи, що руйнуються чи не мають кінця, вказують на зусилля без винагороди або страх скотитися назад.",
        ],
      },
      fr: {
        name: "l’escalier",
        meanings: [
          "L’escalier montre un passage entre des niveaux : monter suggère un progrès ou une ambition, descendre un retour vers quelque chose de plus profond ou de plus ancien.",
          "Un escalier qui s’effondre ou ne finit jamais désigne un effort qui semble vain, ou la peur de retomber en arrière.",
        ],
      },
      de: {
        name: "Treppe",
        meanings: [
          "Eine Treppe zeigt Bewegung zwischen Ebenen: Hinaufsteigen spricht für Fortschritt oder Ehrgeiz, Hinabsteigen für eine Rückkehr zu Tieferem oder Älterem.",
          "Eine bröckelnde oder endlose Treppe weist auf Mühe ohne Lohn oder die Angst, zurückzufallen.",
        ],
      },
      es: {
        name: "la escalera",
        meanings: [
          "La escalera muestra un paso entre niveles: subir sugiere progreso o ambición; bajar, un regreso a algo más profundo o antiguo.",
          "Una escalera que se derrumba o no termina nunca apunta a un esfuerzo sin recompensa o al miedo a retroceder.",
        ],
      },
    },
  },
  {
    id: "elevator",
    category: "buildings",
    cues: {
      // "lift" is left out: it is mostly the verb.
      // Escalators are not elevators; they are blocked so that they do not read as stairs either.
      en: "elevator*",
      uk: "ліфт ліфта ліфті ліфтом ліфти ліфтів",
      fr: "ascenseur*",
      de: "aufzug* fahrstuhl* !rolltreppe*",
      es: "ascensor* elevador* !escalera|escaleras+mecánica|mecánicas",
    },
    text: {
      en: {
        name: "elevator",
        meanings: [
          "An elevator is fast change you do not fully control: a rise or fall in status, mood or circumstances.",
          "An elevator that drops or gets stuck often reflects anxiety about losing control over where your life is heading.",
        ],
      },
      uk: {
        name: "ліфт",
        meanings: [
          "Ліфт — це швидкі зміни, якими ви не зовсім керуєте: злет чи падіння статусу, настрою чи обставин.",
          "Ліфт, що падає чи застрягає, часто відображає тривогу через утрату контролю над тим, куди рухається ваше життя.",
        ],
      },
      fr: {
        name: "l’ascenseur",
        meanings: [
          "L’ascenseur, c’est un changement rapide que vous ne maîtrisez pas entièrement : une ascension ou une chute de statut, d’humeur ou de situation.",
          "Un ascenseur qui chute ou reste bloqué traduit souvent l’angoisse de perdre le contrôle sur la direction de votre vie.",
        ],
      },
      de: {
        name: "Aufzug",
        meanings: [
          "Ein Aufzug ist schnelle Veränderung, die Sie nicht ganz steuern: Aufstieg oder Absturz in Status, Stimmung oder Lebenslage.",
          "Ein Aufzug, der abstürzt oder stecken bleibt, spiegelt oft die Angst, die Kontrolle darüber zu verlieren, wohin Ihr Leben steuert.",
        ],
      },
      es: {
        name: "el ascensor",
        meanings: [
          "El ascensor es un cambio rápido que no controlas del todo: una subida o caída de estatus, de ánimo o de circunstancias.",
          "Un ascensor que cae o se atasca suele reflejar ansiedad por perder el control sobre el rumbo de tu vida.",
        ],
      },
    },
  },
  {
    id: "attic",
    category: "buildings",
    cues: {
      en: "attic* loft",
      uk: "горище горища горищі горищем мансард*",
      fr: "grenier* combles mansarde*",
      // "Speicher" is left out: it is also storage and memory.
      de: "dachboden* mansarde*",
      // "desván*" would take desvanece (fades) once the accent is dropped.
      es: "ático* desván buhardilla*",
    },
    text: {
      en: {
        name: "attic",
        meanings: [
          "The attic holds what is stored away: memories, family history and ideas you have put aside but not thrown out.",
          "Exploring it suggests you are ready to revisit the past, or to bring an old talent or plan back into use.",
        ],
      },
      uk: {
        name: "горище",
        meanings: [
          "На горищі зберігається відкладене: спогади, родинна історія та ідеї, які ви відсунули, але не викинули.",
          "Досліджувати його означає готовність повернутися до минулого або знову взятися за давній хист чи задум.",
        ],
      },
      fr: {
        name: "le grenier",
        meanings: [
          "Le grenier garde ce qu’on a rangé : souvenirs, histoire familiale et idées mises de côté sans être jetées.",
          "L’explorer suggère que vous êtes prêt à revisiter le passé, ou à ressortir un ancien talent ou projet.",
        ],
      },
      de: {
        name: "Dachboden",
        meanings: [
          "Auf dem Dachboden liegt das Aufbewahrte: Erinnerungen, Familiengeschichte und Ideen, die Sie beiseitegelegt, aber nicht weggeworfen haben.",
          "Ihn zu erkunden spricht dafür, dass Sie bereit sind, die Vergangenheit wieder anzusehen oder ein altes Talent oder Vorhaben hervorzuholen.",
        ],
      },
      es: {
        name: "el desván",
        meanings: [
          "El desván guarda lo almacenado: recuerdos, historia familiar e ideas que dejaste de lado sin tirarlas.",
          "Explorarlo sugiere que estás listo para revisar el pasado o para recuperar un viejo talento o proyecto.",
        ],
      },
    },
  },
  {
    id: "basement",
    category: "buildings",
    cues: {
      en: "basement* cellar* dungeon*",
      uk: "підвал* льох* погріб*",
      // French "cave" (cellar) is counted as a cave: the English word wins.
      fr: "sous+sol|sols cellier*",
      de: "keller* *keller verlies*",
      es: "sótano* bodega*",
    },
    text: {
      en: {
        name: "basement",
        meanings: [
          "The basement is the unconscious, what lies beneath everyday life: repressed feelings, old fears, forgotten memories.",
          "Going down into it takes courage; what you found there is often what has been quietly shaping your mood.",
        ],
      },
      uk: {
        name: "підвал",
        meanings: [
          "Підвал — це несвідоме, те, що лежить під буденним життям: витіснені почуття, давні страхи, забуті спогади.",
          "Щоб спуститися туди, потрібна сміливість; знайдене там часто й є тим, що непомітно формує ваш настрій.",
        ],
      },
      fr: {
        name: "le sous-sol",
        meanings: [
          "Le sous-sol, c’est l’inconscient, ce qui se trouve sous la vie quotidienne : sentiments refoulés, peurs anciennes, souvenirs oubliés.",
          "Y descendre demande du courage ; ce que vous y avez trouvé est souvent ce qui façonne discrètement votre humeur.",
        ],
      },
      de: {
        name: "Keller",
        meanings: [
          "Der Keller ist das Unbewusste, das unter dem Alltag liegt: verdrängte Gefühle, alte Ängste, vergessene Erinnerungen.",
          "Hinunterzugehen braucht Mut; was Sie dort fanden, ist oft das, was Ihre Stimmung im Stillen prägt.",
        ],
      },
      es: {
        name: "el sótano",
        meanings: [
          "El sótano es el inconsciente, lo que yace bajo la vida cotidiana: sentimientos reprimidos, viejos miedos, recuerdos olvidados.",
          "Bajar a él requiere valor; lo que encontraste allí suele ser lo que moldea en silencio tu estado de ánimo.",
        ],
      },
    },
  },
  {
    id: "bathroom",
    category: "buildings",
    cues: {
      en: "bathroom* toilet* restroom* bath bathtub* shower* loo",
      uk: "туалет* вбиральн* ванна ванни ванну ванній ванною душ",
      fr: "toilette* wc salle+de+bain|bains douche* baignoire*",
      // "Bad" is left out: it is the English "bad".
      de: "toilette* klo badezimmer* dusche* badewanne* wc",
      es: "baño baños retrete* inodoro* váter ducha* bañera*",
    },
    text: {
      en: {
        name: "bathroom",
        meanings: [
          "A bathroom is about release and cleansing: letting go of what you no longer need, emotionally as much as physically.",
          "Not finding a toilet, or one with no privacy, is a common dream of having no space for your own needs, or fearing exposure.",
        ],
      },
      uk: {
        name: "туалет",
        meanings: [
          "Ванна кімната чи туалет говорять про вивільнення й очищення: відпустити те, що вам уже не потрібне, емоційно так само, як фізично.",
          "Не знайти туалет або знайти без жодного усамітнення — поширений сон про брак простору для власних потреб чи страх бути викритим.",
        ],
      },
      fr: {
        name: "la salle de bain",
        meanings: [
          "La salle de bain ou les toilettes parlent de libération et de purification : lâcher ce dont vous n’avez plus besoin, émotionnellement autant que physiquement.",
          "Ne pas trouver de toilettes, ou en trouver sans intimité, est un rêve fréquent de manque d’espace pour vos propres besoins, ou de peur d’être exposé.",
        ],
      },
      de: {
        name: "Badezimmer",
        meanings: [
          "Bad und Toilette handeln von Loslassen und Reinigung: abzugeben, was Sie nicht mehr brauchen, seelisch wie körperlich.",
          "Keine Toilette zu finden oder eine ohne Privatsphäre ist ein häufiger Traum davon, keinen Raum für eigene Bedürfnisse zu haben oder Bloßstellung zu fürchten.",
        ],
      },
      es: {
        name: "el baño",
        meanings: [
          "El baño habla de liberación y limpieza: soltar lo que ya no necesitas, tanto emocional como físicamente.",
          "No encontrar un baño, o encontrar uno sin intimidad, es un sueño frecuente sobre no tener espacio para tus propias necesidades o temer quedar expuesto.",
        ],
      },
    },
  },
  {
    id: "bed",
    category: "buildings",
    cues: {
      en: "bed beds bedsheet* mattress*",
      uk: "ліжко ліжка ліжку ліжком ліжок постіл* матрац*",
      // Bare "lit" is also "reads" and the English "lit"; the noun needs a word before it.
      fr: "le|un|mon|ton|son|du|au|grand|petit|leur|même+lit lits matelas",
      de: "bett betten bettes *bett",
      es: "cama camas colchón",
    },
    text: {
      en: {
        name: "bed",
        meanings: [
          "A bed stands for rest, intimacy and safety: the most private place, where you let your guard down.",
          "Someone unexpected in your bed can point to closeness or boundaries; being unable to rest in it, to worries that follow you into the night.",
        ],
      },
      uk: {
        name: "ліжко",
        meanings: [
          "Ліжко символізує відпочинок, близькість і безпеку: найприватніше місце, де ви знімаєте захист.",
          "Несподівана людина у вашому ліжку може вказувати на питання близькості чи меж, неможливість у ньому відпочити — на тривоги, що переслідують вас уночі.",
        ],
      },
      fr: {
        name: "le lit",
        meanings: [
          "Le lit représente le repos, l’intimité et la sécurité : le lieu le plus privé, où l’on baisse la garde.",
          "Quelqu’un d’inattendu dans votre lit peut désigner une question de proximité ou de limites ; ne pas pouvoir s’y reposer, des soucis qui vous suivent jusque dans la nuit.",
        ],
      },
      de: {
        name: "Bett",
        meanings: [
          "Ein Bett steht für Ruhe, Intimität und Geborgenheit: den privatesten Ort, an dem Sie Ihre Deckung fallen lassen.",
          "Jemand Unerwartetes in Ihrem Bett kann auf Fragen von Nähe oder Grenzen deuten, nicht darin zur Ruhe zu kommen auf Sorgen, die Sie bis in die Nacht begleiten.",
        ],
      },
      es: {
        name: "la cama",
        meanings: [
          "La cama representa descanso, intimidad y seguridad: el lugar más privado, donde bajas la guardia.",
          "Alguien inesperado en tu cama puede apuntar a cuestiones de cercanía o de límites; no poder descansar en ella, a preocupaciones que te siguen hasta la noche.",
        ],
      },
    },
  },
  {
    id: "window",
    category: "buildings",
    cues: {
      en: "window* windowsill*",
      uk: "вікно вікна вікні вікном вікон вікнами вікнах віконц* підвіконн*",
      fr: "fenêtre* vitre* hublot*",
      de: "fenster *fenster",
      es: "ventana* ventanal* ventanilla*",
    },
    text: {
      en: {
        name: "window",
        meanings: [
          "A window is perspective: how you see the world and your future, and how much you let others see of you.",
          "Looking out suggests longing or possibility; a broken or barred window, a feeling of being shut in or exposed.",
        ],
      },
      uk: {
        name: "вікно",
        meanings: [
          "Вікно — це погляд: як ви бачите світ і своє майбутнє і скільки себе дозволяєте бачити іншим.",
          "Дивитися у вікно означає тугу чи можливість, розбите або заґратоване вікно — відчуття замкненості чи беззахисності.",
        ],
      },
      fr: {
        name: "la fenêtre",
        meanings: [
          "La fenêtre, c’est le point de vue : la manière dont vous voyez le monde et votre avenir, et ce que vous laissez voir de vous.",
          "Regarder dehors suggère une aspiration ou une possibilité ; une fenêtre brisée ou grillagée, le sentiment d’être enfermé ou exposé.",
        ],
      },
      de: {
        name: "Fenster",
        meanings: [
          "Ein Fenster ist Perspektive: wie Sie die Welt und Ihre Zukunft sehen und wie viel Sie andere von sich sehen lassen.",
          "Hinauszuschauen spricht für Sehnsucht oder Möglichkeit, ein zerbrochenes oder vergittertes Fenster für das Gefühl, eingesperrt oder ausgeliefert zu sein.",
        ],
      },
      es: {
        name: "la ventana",
        meanings: [
          "La ventana es perspectiva: cómo ves el mundo y tu futuro, y cuánto dejas que los demás vean de ti.",
          "Mirar hacia fuera sugiere anhelo o posibilidad; una ventana rota o con rejas, la sensación de estar encerrado o expuesto.",
        ],
      },
    },
  },
  {
    id: "wall",
    category: "buildings",
    cues: {
      en: "wall walls",
      // Fences are left out: a fence is not a wall.
      uk: "стіна стіни стіну стіною стіні стін стінами стінах мур мури муру",
      fr: "mur murs muraille* cloison*",
      // "Wand" is also the English "wand"; the German wall is far more common.
      de: "wand wände *wand mauer* *mauer",
      es: "pared* muro muros muralla*",
    },
    text: {
      en: {
        name: "wall",
        meanings: [
          "A wall is a boundary or an obstacle: protection you have built, or something blocking your way.",
          "Climbing over a wall suggests determination; being walled in, feeling trapped by circumstances or by your own defences.",
        ],
      },
      uk: {
        name: "стіна",
        meanings: [
          "Стіна — це межа або перешкода: захист, який ви збудували, чи щось, що заступає шлях.",
          "Перелізти через стіну означає рішучість, опинитися замурованим — відчуття пастки обставин чи власних захистів.",
        ],
      },
      fr: {
        name: "le mur",
        meanings: [
          "Le mur est une limite ou un obstacle : une protection que vous avez construite, ou quelque chose qui barre la route.",
          "L’escalader suggère la détermination ; être emmuré, le sentiment d’être piégé par les circonstances ou par vos propres défenses.",
        ],
      },
      de: {
        name: "Mauer",
        meanings: [
          "Eine Mauer ist Grenze oder Hindernis: ein Schutz, den Sie gebaut haben, oder etwas, das Ihnen den Weg versperrt.",
          "Darüberzuklettern spricht für Entschlossenheit, eingemauert zu sein für das Gefühl, von Umständen oder eigenen Schutzwällen gefangen zu sein.",
        ],
      },
      es: {
        name: "el muro",
        meanings: [
          "Un muro es un límite o un obstáculo: una protección que has construido o algo que te cierra el paso.",
          "Trepar por encima sugiere determinación; quedar emparedado, la sensación de estar atrapado por las circunstancias o por tus propias defensas.",
        ],
      },
    },
  },
  {
    id: "kitchen",
    category: "buildings",
    cues: {
      en: "kitchen*",
      uk: "кухня кухні кухню кухнею кухонн*",
      fr: "cuisine*",
      de: "küche küchen *küche",
      es: "cocina cocinas",
    },
    text: {
      en: {
        name: "kitchen",
        meanings: [
          "The kitchen is the heart of the home: nourishment, care and family life, and who feeds whom, literally and emotionally.",
          "Cooking in a dream often means preparing something new, a plan or a feeling that is still taking shape.",
        ],
      },
      uk: {
        name: "кухня",
        meanings: [
          "Кухня — серце дому: живлення, турбота й родинне життя, а також хто кого годує, буквально й емоційно.",
          "Готувати уві сні часто означає підготовку чогось нового, задуму чи почуття, що ще набирає форми.",
        ],
      },
      fr: {
        name: "la cuisine",
        meanings: [
          "La cuisine est le cœur de la maison : la nourriture, le soin, la vie de famille, et qui nourrit qui, au propre comme au figuré.",
          "Cuisiner en rêve signifie souvent préparer quelque chose de nouveau, un projet ou un sentiment qui prend encore forme.",
        ],
      },
      de: {
        name: "Küche",
        meanings: [
          "Die Küche ist das Herz des Hauses: Nahrung, Fürsorge und Familienleben, und wer wen nährt, wörtlich wie seelisch.",
          "Im Traum zu kochen bedeutet oft, etwas Neues vorzubereiten, einen Plan oder ein Gefühl, das noch Gestalt annimmt.",
        ],
      },
      es: {
        name: "la cocina",
        meanings: [
          "La cocina es el corazón de la casa: alimento, cuidado y vida familiar, y quién alimenta a quién, literal y emocionalmente.",
          "Cocinar en sueños suele significar preparar algo nuevo, un plan o un sentimiento que aún está tomando forma.",
        ],
      },
    },
  },
  {
    id: "corridor",
    category: "buildings",
    cues: {
      en: "corridor* hallway* hall halls",
      uk: "коридор*",
      fr: "couloir* corridor*",
      // "Gang" is left out: it is also a gait and a gear.
      de: "flur flure *flur korridor*",
      // "corredor" is left out: it is also a runner.
      es: "pasillo*",
    },
    text: {
      en: {
        name: "corridor",
        meanings: [
          "A corridor is a passage between one state and another: a time of waiting or transition, not yet arrived anywhere.",
          "An endless corridor reflects a process that feels drawn out; many doors along it, choices you have not made yet.",
        ],
      },
      uk: {
        name: "коридор",
        meanings: [
          "Коридор — це перехід з одного стану в інший: час чекання чи переходу, коли ви ще нікуди не прийшли.",
          "Нескінченний коридор відображає процес, що затягнувся, багато дверей уздовж нього — ще не зроблений вибір.",
        ],
      },
      fr: {
        name: "le couloir",
        meanings: [
          "Le couloir est un passage d’un état à un autre : un temps d’attente ou de transition, où l’on n’est encore arrivé nulle part.",
          "Un couloir sans fin reflète un processus qui s’éternise ; de nombreuses portes le long, des choix pas encore faits.",
        ],
      },
      de: {
        name: "Flur",
        meanings: [
          "Ein Flur ist ein Durchgang von einem Zustand in einen anderen: eine Zeit des Wartens oder Übergangs, noch nirgends angekommen.",
          "Ein endloser Flur spiegelt einen Prozess, der sich hinzieht; viele Türen daran, Entscheidungen, die noch ausstehen.",
        ],
      },
      es: {
        name: "el pasillo",
        meanings: [
          "Un pasillo es un paso de un estado a otro: un tiempo de espera o de transición en el que aún no has llegado a ninguna parte.",
          "Un pasillo interminable refleja un proceso que se alarga; muchas puertas a lo largo, decisiones que todavía no has tomado.",
        ],
      },
    },
  },
  {
    id: "roof",
    category: "buildings",
    cues: {
      en: "roof roofs rooftop*",
      uk: "дах даху дахом дахи дахів покрівл*",
      fr: "toit toits toiture*",
      de: "dach dächer daches *dach",
      es: "techo techos tejado* azotea*",
    },
    text: {
      en: {
        name: "roof",
        meanings: [
          "A roof is protection and security: what shelters you, and whether you feel covered in your life right now.",
          "Standing on a roof gives a wider view, sometimes with a thrill of risk; a leaking roof points to a protection that is failing.",
        ],
      },
      uk: {
        name: "дах",
        meanings: [
          "Дах — це захист і безпека: те, що вас укриває, і те, чи почуваєтеся ви зараз захищеними.",
          "Стояти на даху — ширший краєвид, інколи з гострим відчуттям ризику; дах, що протікає, вказує на захист, який підводить.",
        ],
      },
      fr: {
        name: "le toit",
        meanings: [
          "Le toit, c’est la protection et la sécurité : ce qui vous abrite, et le sentiment d’être à l’abri dans votre vie actuelle.",
          "Se tenir sur un toit offre une vue plus large, parfois avec le frisson du risque ; un toit qui fuit désigne une protection qui cède.",
        ],
      },
      de: {
        name: "Dach",
        meanings: [
          "Ein Dach steht für Schutz und Sicherheit: was Sie behütet und ob Sie sich in Ihrem Leben gerade gut aufgehoben fühlen.",
          "Auf einem Dach zu stehen gibt Weitblick, manchmal mit dem Kitzel des Risikos; ein undichtes Dach weist auf einen Schutz, der nachlässt.",
        ],
      },
      es: {
        name: "el tejado",
        meanings: [
          "El tejado es protección y seguridad: lo que te cobija y si te sientes resguardado en tu vida ahora mismo.",
          "Estar sobre un tejado da una vista más amplia, a veces con el vértigo del riesgo; un tejado con goteras señala una protección que falla.",
        ],
      },
    },
  },
];
