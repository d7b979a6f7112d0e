// Things carried, worn or eaten. Cue syntax: see `Cues` in ./types.ts.
import type { DreamSymbol } from "./types";

export const BELONGINGS: readonly DreamSymbol[] = [
  {
    id: "knife",
    category: "objects",
    cues: {
      // Swords are weapons ("gun"); "blade*" took blades of grass, "klinge*" klingeln (to ring).
      en: "knife knives dagger*",
      uk: "ніж ножа ножем ножі ножів ножик* кинджал*",
      // "lame" (blade) is left out: it is the English "lame".
      fr: "couteau* poignard*",
      de: "messer *messer klinge dolch*",
      es: "cuchillo* navaja* puñal*",
    },
    text: {
      en: {
        name: "knife",
        meanings: [
          "A knife is about cutting: separation, a decision that severs something, or words sharp enough to wound.",
          "Being threatened with a knife points to feeling vulnerable to someone’s aggression; holding one, your own anger or need to set a boundary.",
        ],
      },
      uk: {
        name: "ніж",
        meanings: [
          "Ніж говорить про розрізання: розрив, рішення, що щось відтинає, або слова, гострі настільки, що ранять.",
          "Погроза ножем указує на вразливість до чиєїсь агресії, ніж у ваших руках — на власний гнів чи потребу окреслити межу.",
        ],
      },
      fr: {
        name: "le couteau",
        meanings: [
          "Le couteau parle de trancher : une séparation, une décision qui coupe quelque chose, ou des mots assez acérés pour blesser.",
          "Être menacé d’un couteau désigne une vulnérabilité face à l’agressivité de quelqu’un ; en tenir un, votre propre colère ou le besoin de poser une limite.",
        ],
      },
      de: {
        name: "Messer",
        meanings: [
          "Ein Messer handelt vom Schneiden: Trennung, einer Entscheidung, die etwas abtrennt, oder Worten, scharf genug, um zu verletzen.",
          "Mit einem Messer bedroht zu werden spricht für Verletzlichkeit gegenüber fremder Aggression, selbst eines zu halten für eigene Wut oder das Bedürfnis, eine Grenze zu ziehen.",
        ],
      },
      es: {
        name: "el cuchillo",
        meanings: [
          "Un cuchillo habla de cortar: separación, una decisión que corta algo o palabras tan afiladas que hieren.",
          "Que te amenacen con un cuchillo apunta a vulnerabilidad ante la agresión de alguien; sostenerlo, a tu propia ira o a la necesidad de poner un límite.",
        ],
      },
    },
  },
  {
    id: "gun",
    category: "objects",
    cues: {
      // "shot" is left out: it is also a drink and an attempt.
      // Swords too: the name is "weapon".
      en: "gun guns gunshot* gunfire pistol* rifle* shoot shooting shots weapon* bullet* sword*",
      uk: "пістолет* рушниц* зброя зброї зброю зброєю стріля* постріл* меч меча мечем мечі",
      // "arme" is left out: it is German "arms" and "poor".
      fr: "pistolet* fusil* armes revolver* coup+de+feu épée*",
      // "schoss" is also "Schoß" (lap) once ß is folded; the shot is kept.
      de: "pistole* gewehr* waffe* schuss schüsse schoss erschossen* revolver* schwert*",
      es: "pistola* escopeta* rifle* arma armas disparo* disparaba disparó disparar bala balas revólver espada*",
    },
    text: {
      en: {
        name: "weapon",
        meanings: [
          "A gun or weapon is power and aggression: the wish to defend yourself, or fear of someone else’s force.",
          "A gun that will not fire is a common image of feeling powerless in a conflict, unable to make yourself heard.",
        ],
      },
      uk: {
        name: "зброя",
        meanings: [
          "Пістолет чи інша зброя — це сила й агресія: бажання захиститися або страх перед чужою силою.",
          "Зброя, що не стріляє, — поширений образ безсилля в конфлікті, неможливості бути почутим.",
        ],
      },
      fr: {
        name: "l’arme",
        meanings: [
          "Une arme, c’est le pouvoir et l’agressivité : le désir de vous défendre, ou la peur de la force de quelqu’un d’autre.",
          "Une arme qui ne tire pas est une image fréquente d’impuissance dans un conflit, de l’impossibilité de se faire entendre.",
        ],
      },
      de: {
        name: "Waffe",
        meanings: [
          "Eine Pistole oder Waffe steht für Macht und Aggression: den Wunsch, sich zu wehren, oder die Angst vor fremder Gewalt.",
          "Eine Waffe, die nicht schießt, ist ein häufiges Bild der Ohnmacht in einem Konflikt, der Unfähigkeit, sich Gehör zu verschaffen.",
        ],
      },
      es: {
        name: "el arma",
        meanings: [
          "Una pistola o un arma es poder y agresividad: el deseo de defenderte o el miedo a la fuerza de otro.",
          "Un arma que no dispara es una imagen frecuente de impotencia en un conflicto, de no lograr hacerte oír.",
        ],
      },
    },
  },
  {
    id: "shoes",
    category: "objects",
    cues: {
      en: "shoe shoes boots barefoot sneakers heels",
      uk: "взуття черевик* туфл* чобіт чоботи чоботях кросівк* босоніж",
      fr: "chaussure* soulier* bottes pieds+nus",
      de: "schuh* *schuh *schuhe stiefel* barfuß",
      es: "zapato* bota botas descalzo descalza tacones",
    },
    text: {
      en: {
        name: "shoes",
        meanings: [
          "Shoes are about your footing in life: your path, your role and how grounded or prepared you feel.",
          "Losing shoes or being barefoot in the wrong place suggests feeling unprepared; new shoes, a new role or direction.",
        ],
      },
      uk: {
        name: "взуття",
        meanings: [
          "Взуття говорить про вашу опору в житті: шлях, роль і те, наскільки ви почуваєтеся заземленими й готовими.",
          "Загубити взуття чи опинитися босоніж не там, де слід, означає непідготовленість, нове взуття — нову роль чи напрямок.",
        ],
      },
      fr: {
        name: "les chaussures",
        meanings: [
          "Les chaussures parlent de votre assise dans la vie : votre chemin, votre rôle, et combien vous vous sentez ancré ou prêt.",
          "Perdre ses chaussures ou être pieds nus au mauvais endroit suggère un sentiment d’impréparation ; des chaussures neuves, un nouveau rôle ou une nouvelle direction.",
        ],
      },
      de: {
        name: "Schuhe",
        meanings: [
          "Schuhe handeln von Ihrem Stand im Leben: Ihrem Weg, Ihrer Rolle und wie geerdet oder vorbereitet Sie sich fühlen.",
          "Schuhe zu verlieren oder am falschen Ort barfuß zu sein spricht für das Gefühl, unvorbereitet zu sein, neue Schuhe für eine neue Rolle oder Richtung.",
        ],
      },
      es: {
        name: "los zapatos",
        meanings: [
          "Los zapatos hablan de tu apoyo en la vida: tu camino, tu papel y lo preparado o con los pies en la tierra que te sientes.",
          "Perder los zapatos o ir descalzo en el lugar equivocado sugiere sentirte poco preparado; unos zapatos nuevos, un papel o rumbo nuevos.",
        ],
      },
    },
  },
  {
    id: "clothes",
    category: "objects",
    cues: {
      en: "clothes clothing dress dresses shirt* coat* jacket* uniform* costume*",
      uk: "одяг одягу одягом сукн* плаття сорочк* куртк* пальто костюм*",
      // "habit*" would take habiter (to live).
      fr: "vêtement* habits robe robes chemise* manteau* veste* uniforme* costume*",
      de: "kleid* hemd* mantel* jacke* uniform* anzug*",
      // "traje*" would take the French trajet (route).
      es: "ropa ropas vestido* camisa* abrigo* chaqueta* uniforme* traje trajes",
    },
    text: {
      en: {
        name: "clothes",
        meanings: [
          "Clothes are the image you present: your roles, your social mask and how you want to be seen.",
          "Wearing the wrong clothes suggests feeling out of place; changing clothes, a change of role or identity under way.",
        ],
      },
      uk: {
        name: "одяг",
        meanings: [
          "Одяг — це образ, який ви показуєте: ваші ролі, соціальна маска і те, якими ви хочете здаватися.",
          "Бути вбраним недоречно означає почуватися не на своєму місці, перевдягатися — зміну ролі чи ідентичності, що вже триває.",
        ],
      },
      fr: {
        name: "les vêtements",
        meanings: [
          "Les vêtements sont l’image que vous donnez : vos rôles, votre masque social et la façon dont vous voulez être vu.",
          "Porter des vêtements inadaptés suggère un sentiment de décalage ; se changer, un changement de rôle ou d’identité en cours.",
        ],
      },
      de: {
        name: "Kleidung",
        meanings: [
          "Kleidung ist das Bild, das Sie nach außen zeigen: Ihre Rollen, Ihre soziale Maske und wie Sie gesehen werden wollen.",
          "Unpassende Kleidung spricht für das Gefühl, fehl am Platz zu sein, das Umziehen für einen Rollen- oder Identitätswechsel, der im Gange ist.",
        ],
      },
      es: {
        name: "la ropa",
        meanings: [
          "La ropa es la imagen que muestras: tus papeles, tu máscara social y cómo quieres que te vean.",
          "Llevar la ropa equivocada sugiere sentirte fuera de lugar; cambiarte, un cambio de papel o de identidad en marcha.",
        ],
      },
    },
  },
  {
    id: "bag",
    category: "objects",
    cues: {
      en: "bag bags handbag* purse*",
      uk: "сумк* торб*",
      fr: "sac sacs sacoche*",
      de: "tasche* *tasche",
      es: "bolso* bolsa bolsas",
    },
    text: {
      en: {
        name: "bag",
        meanings: [
          "A bag holds what you need to get by: identity, resources and the things you feel you must keep close.",
          "Losing a bag often reflects a fear of losing control or identity; an overfull one, carrying more than your share.",
        ],
      },
      uk: {
        name: "сумка",
        meanings: [
          "Сумка містить те, без чого не обійтися: ідентичність, ресурси й речі, які ви відчуваєте за потрібне тримати поруч.",
          "Загубити сумку часто означає страх утратити контроль чи себе, переповнена сумка — що ви несете більше, ніж мали б.",
        ],
      },
      fr: {
        name: "le sac",
        meanings: [
          "Le sac contient ce dont vous avez besoin pour vous débrouiller : identité, ressources, et ce que vous tenez à garder près de vous.",
          "Perdre son sac traduit souvent la peur de perdre le contrôle ou son identité ; un sac trop plein, le fait de porter plus que votre part.",
        ],
      },
      de: {
        name: "Tasche",
        meanings: [
          "Eine Tasche enthält, was Sie zum Zurechtkommen brauchen: Identität, Mittel und Dinge, die Sie nah bei sich haben müssen.",
          "Eine Tasche zu verlieren spiegelt oft die Angst, Kontrolle oder Identität zu verlieren, eine übervolle, dass Sie mehr tragen als Ihren Teil.",
        ],
      },
      es: {
        name: "el bolso",
        meanings: [
          "Un bolso guarda lo que necesitas para arreglártelas: identidad, recursos y lo que sientes que debes llevar cerca.",
          "Perder el bolso suele reflejar miedo a perder el control o la identidad; uno demasiado lleno, cargar con más de lo que te toca.",
        ],
      },
    },
  },
  {
    id: "mask",
    category: "objects",
    cues: {
      en: "mask* masked",
      uk: "маск*",
      fr: "masque* masqué*",
      de: "maske* maskiert*",
      es: "máscara* careta* antifaz",
    },
    text: {
      en: {
        name: "mask",
        meanings: [
          "A mask is the face you show to the world, and what it hides: a role you play, or feelings you keep out of sight.",
          "Someone masked can mean distrust, not knowing who a person really is; removing your own mask, a wish to be seen as you are.",
        ],
      },
      uk: {
        name: "маска",
        meanings: [
          "Маска — обличчя, яке ви показуєте світові, і те, що воно ховає: роль, яку ви граєте, чи почуття, які тримаєте поза увагою.",
          "Хтось у масці може означати недовіру, незнання, ким людина є насправді; зняти власну маску — бажання, щоб вас бачили справжніми.",
        ],
      },
      fr: {
        name: "le masque",
        meanings: [
          "Le masque est le visage que vous montrez au monde, et ce qu’il cache : un rôle que vous jouez, ou des sentiments tenus à l’écart.",
          "Quelqu’un de masqué peut signifier la méfiance, ne pas savoir qui est vraiment la personne ; ôter votre masque, le désir d’être vu tel que vous êtes.",
        ],
      },
      de: {
        name: "Maske",
        meanings: [
          "Eine Maske ist das Gesicht, das Sie der Welt zeigen, und was es verbirgt: eine Rolle, die Sie spielen, oder Gefühle, die Sie verstecken.",
          "Jemand Maskiertes kann Misstrauen bedeuten, nicht zu wissen, wer jemand wirklich ist; die eigene Maske abzunehmen, den Wunsch, gesehen zu werden, wie Sie sind.",
        ],
      },
      es: {
        name: "la máscara",
        meanings: [
          "Una máscara es la cara que muestras al mundo y lo que oculta: un papel que representas o sentimientos que mantienes fuera de la vista.",
          "Alguien enmascarado puede indicar desconfianza, no saber quién es en realidad; quitarte tu máscara, el deseo de que te vean como eres.",
        ],
      },
    },
  },
  {
    id: "egg",
    category: "objects",
    cues: {
      en: "egg eggs eggshell*",
      uk: "яйце яйця яєць яйцем яйцями яєчк*",
      fr: "œuf œufs oeuf oeufs",
      // No "*ei": it would take Polizei and every -ei word.
      de: "ei eier eiern",
      es: "huevo*",
    },
    text: {
      en: {
        name: "egg",
        meanings: [
          "An egg is potential not yet hatched: a new idea, a project or a part of you still growing in protection.",
          "Broken eggs can reflect a fragile plan or hopes that feel at risk; a hatching egg, something finally ready to come into the world.",
        ],
      },
      uk: {
        name: "яйце",
        meanings: [
          "Яйце — це можливість, що ще не проклюнулася: нова ідея, задум або частина вас, що ще росте під захистом.",
          "Розбиті яйця можуть відображати крихкий план чи надії під загрозою, яйце, що проклюнулося, — щось, нарешті готове з’явитися у світ.",
        ],
      },
      fr: {
        name: "l’œuf",
        meanings: [
          "L’œuf, c’est un potentiel pas encore éclos : une idée nouvelle, un projet ou une part de vous qui grandit encore à l’abri.",
          "Des œufs cassés peuvent traduire un projet fragile ou des espoirs menacés ; un œuf qui éclot, quelque chose enfin prêt à naître.",
        ],
      },
      de: {
        name: "Ei",
        meanings: [
          "Ein Ei ist noch nicht geschlüpftes Potenzial: eine neue Idee, ein Vorhaben oder ein Teil von Ihnen, der noch geschützt wächst.",
          "Zerbrochene Eier können einen zerbrechlichen Plan oder gefährdete Hoffnungen spiegeln, ein schlüpfendes Ei etwas, das endlich bereit ist, zur Welt zu kommen.",
        ],
      },
      es: {
        name: "el huevo",
        meanings: [
          "Un huevo es un potencial aún sin eclosionar: una idea nueva, un proyecto o una parte de ti que sigue creciendo protegida.",
          "Huevos rotos pueden reflejar un plan frágil o esperanzas en riesgo; un huevo que eclosiona, algo por fin listo para venir al mundo.",
        ],
      },
    },
  },
  {
    id: "food",
    category: "objects",
    cues: {
      en: "food meal meals eat eating ate eaten bread cake feast hungry hunger dinner lunch breakfast",
      // "їм" (I eat) is left out: it is also "to them".
      uk: "їжа їжі їжу їжею їв їла їли їсти хліб* торт* голодн* обід* вечеря вечері вечерю вечеряли сніданок сніданку",
      // "pain" is left out: it is the English "pain".
      fr: "nourriture* repas manger mangeais mangeait mangé gâteau* faim festin dîner déjeuner",
      // "aß" is left out: with ß folded it is the English "ass".
      de: "essen gegessen nahrung* mahlzeit* brot* kuchen* hunger hungrig* festmahl*",
      // "pan" is left out: it is the English "pan".
      es: "comida* comer comía comió hambre pastel* tarta* banquete* cena desayuno almuerzo",
    },
    text: {
      en: {
        name: "food",
        meanings: [
          "Food is nourishment in every sense: what feeds you emotionally, and whether you are getting enough of it.",
          "Hunger in a dream suggests an unmet need for affection, recognition or rest; a feast, abundance and sharing.",
        ],
      },
      uk: {
        name: "їжа",
        meanings: [
          "Їжа — це живлення в усіх сенсах: те, що живить вас емоційно, і чи вистачає вам цього.",
          "Голод уві сні говорить про незадоволену потребу в любові, визнанні чи відпочинку, бенкет — про достаток і бажання ділитися.",
        ],
      },
      fr: {
        name: "la nourriture",
        meanings: [
          "La nourriture, c’est ce qui nourrit au sens large : ce qui vous soutient sur le plan affectif, et si vous en recevez assez.",
          "Avoir faim en rêve suggère un besoin inassouvi d’affection, de reconnaissance ou de repos ; un festin, l’abondance et le partage.",
        ],
      },
      de: {
        name: "Essen",
        meanings: [
          "Essen ist Nahrung in jedem Sinn: was Sie seelisch nährt und ob Sie genug davon bekommen.",
          "Hunger im Traum spricht für ein ungestilltes Bedürfnis nach Zuneigung, Anerkennung oder Ruhe, ein Festmahl für Fülle und Teilen.",
        ],
      },
      es: {
        name: "la comida",
        meanings: [
          "La comida es alimento en todos los sentidos: lo que te nutre emocionalmente y si recibes lo suficiente.",
          "Tener hambre en sueños sugiere una necesidad no cubierta de cariño, reconocimiento o descanso; un banquete, abundancia y el gusto de compartir.",
        ],
      },
    },
  },
  {
    id: "alcohol",
    category: "objects",
    cues: {
      en: "alcohol* drunk wine beer vodka whisky whiskey",
      // "вина" is left out: it is also "guilt".
      uk: "алкогол* вино вином горілк* пиво пива п'ян*",
      fr: "alcool* vin vins bière* ivre* saoul* soûl*",
      de: "alkohol* wein weine bier biere betrunken* besoffen*",
      // Bare "vino" is also "(he) came", so the wine needs a word before or after it.
      es: "alcohol* copa|botella|vaso+de+vino vino+tinto|blanco vinos cerveza* borracho* borracha*",
    },
    text: {
      en: {
        name: "alcohol",
        meanings: [
          "Alcohol in a dream is about losing inhibitions: a wish to relax and let go, or worry about losing control.",
          "It can also point to escape, something you would rather numb than feel, or a celebration you long for.",
        ],
      },
      uk: {
        name: "алкоголь",
        meanings: [
          "Алкоголь уві сні говорить про зняття гальм: бажання розслабитися й відпустити або тривогу через утрату контролю.",
          "Він може вказувати й на втечу, щось, що хочеться приглушити, а не відчувати, або на свято, за яким ви сумуєте.",
        ],
      },
      fr: {
        name: "l’alcool",
        meanings: [
          "L’alcool en rêve parle de lever les inhibitions : un désir de se détendre et de lâcher prise, ou l’inquiétude de perdre le contrôle.",
          "Il peut aussi désigner une fuite, quelque chose qu’on préfère engourdir plutôt que ressentir, ou une fête qui vous manque.",
        ],
      },
      de: {
        name: "Alkohol",
        meanings: [
          "Alkohol im Traum handelt vom Fallenlassen der Hemmungen: dem Wunsch, sich zu entspannen und loszulassen, oder der Sorge, die Kontrolle zu verlieren.",
          "Er kann auch auf Flucht hinweisen, etwas, das Sie lieber betäuben als fühlen, oder eine Feier, nach der Sie sich sehnen.",
        ],
      },
      es: {
        name: "el alcohol",
        meanings: [
          "El alcohol en sueños habla de soltar las inhibiciones: el deseo de relajarte y dejarte ir, o la preocupación por perder el control.",
          "También puede señalar una huida, algo que prefieres adormecer antes que sentir, o una celebración que echas de menos.",
        ],
      },
    },
  },
];
