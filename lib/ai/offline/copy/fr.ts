import type { OfflineCopy } from "./types";

// French takes the singular for 0 and 1.
const plural = (count: number, one: string, other: string) => (count <= 1 ? one : other);
const q = (text: string) => `« ${text} »`;
const question = "Une question à garder en tête :";
/** Intl writes "1 mars"; French writes the first of the month "1er mars". */
const firstOfMonth = (date: string) => date.replace(/^1 /, "1er ");

export const fr: OfflineCopy = {
  quote: q,
  colon: " : ",
  // Typography: a no-break space before : ; ? ! and inside guillemets.
  finish: (text) => text.replace(/ ([:;?!»])/g, "\u00a0$1").replace(/« /g, "«\u00a0"),
  moodLabels: {
    peaceful: "Paisible",
    mysterious: "Mystérieuse",
    happy: "Joyeuse",
    anxious: "Anxieuse",
    sad: "Triste",
    excited: "Enthousiaste",
    confused: "Perplexe",
    angry: "En colère",
    frightened: "Effrayée",
    nostalgic: "Nostalgique",
  },
  moodWords: {
    peaceful: "paisible",
    mysterious: "mystérieuse",
    happy: "joyeuse",
    anxious: "anxieuse",
    sad: "triste",
    excited: "enthousiaste",
    confused: "perplexe",
    angry: "en colère",
    frightened: "effrayée",
    nostalgic: "nostalgique",
  },
  categories: {
    elements: "éléments et météo",
    landscape: "paysages",
    animals: "animaux",
    body: "corps",
    people: "personnes",
    beings: "êtres surnaturels",
    buildings: "maisons et bâtiments",
    travel: "voyages",
    objects: "objets",
    actions: "actions",
    events: "événements",
  },
  interpret: {
    intro: [
      (names, count) =>
        count === 1
          ? `Un symbole familier se détache dans ce rêve : ${names}.`
          : `Plusieurs symboles familiers se détachent dans ce rêve : ${names}.`,
      (names, count) =>
        count === 1
          ? `Ce rêve contient un symbole bien connu de la psychologie du rêve : ${names}.`
          : `Ce rêve réunit des symboles bien connus de la psychologie du rêve : ${names}.`,
    ],
    introWithTitle: [
      (names, count, title) =>
        `Dans ${q(title)} ${count === 1 ? "se détache un symbole familier" : "se détachent plusieurs symboles familiers"} : ${names}.`,
      (names, count, title) =>
        `Le rêve ${q(title)} ${count === 1 ? "contient un symbole bien connu" : "réunit des symboles bien connus"} de la psychologie du rêve : ${names}.`,
    ],
    times: (count) => ` (${count === 2 ? "deux" : count} mentions)`,
    moods: {
      peaceful: {
        readings: [
          "Vous avez noté ce rêve comme paisible. Un rêve calme, même avec des images étranges, montre souvent que l’esprit intègre quelque chose au lieu de lutter contre.",
          "L’humeur du rêve était paisible. Ces rêves viennent souvent quand un conflit intérieur s’est apaisé, ou quand vous avez besoin de sentir que les choses peuvent se poser.",
        ],
        link: (name) =>
          `Dans ce calme, le symbole ${q(name)} désigne peut-être quelque chose avec quoi vous êtes déjà en train de faire la paix.`,
      },
      mysterious: {
        readings: [
          "Le rêve vous a paru mystérieux. Cela signifie souvent qu’il touche à quelque chose que vous ne comprenez pas encore : mieux vaut rester curieux que trancher trop vite.",
          "Vous avez noté une humeur mystérieuse. Les rêves mystérieux marquent souvent un seuil : quelque chose de nouveau se forme, sans contours nets pour l’instant.",
        ],
        link: (name) => `Le symbole ${q(name)} est une bonne porte d’entrée : demandez-vous ce qu’il cherche à vous montrer.`,
      },
      happy: {
        readings: [
          "C’était un rêve joyeux. Les rêves heureux reflètent souvent de vraies sources d’énergie dans votre vie, ou des désirs qui méritent d’être pris au sérieux.",
          "Vous avez noté une humeur joyeuse. Les bons rêves consolident les bonnes expériences et montrent ce dont vous avez besoin davantage.",
        ],
        link: (name) => `Ici, le symbole ${q(name)} porte sans doute son sens le plus lumineux.`,
      },
      anxious: {
        readings: [
          "Vous avez noté ce rêve comme anxieux. L’angoisse en rêve annonce rarement quoi que ce soit ; elle rejoue surtout une tension que l’esprit éveillé n’a pas fini de digérer.",
          "L’humeur du rêve était anxieuse. Les rêves d’angoisse permettent à l’esprit de répéter des menaces dans un espace sûr ; ils sont plus fréquents dans les périodes de stress.",
        ],
        link: (name) => `Avec ce ressenti, le symbole ${q(name)} montre peut-être où se loge la tension en ce moment.`,
      },
      sad: {
        readings: [
          "Le rêve a laissé une humeur triste. La tristesse en rêve aide souvent à traverser une perte ou une déception qui n’a pas trouvé de place dans la journée.",
          "Vous avez noté ce rêve comme triste. Ces rêves peuvent faire partie de la guérison : ils donnent de l’espace à des sentiments plus faciles à éviter pendant la journée.",
        ],
        link: (name) => `Le symbole ${q(name)} désigne peut-être ce qui vous manque, ou ce dont vous faites le deuil.`,
      },
      excited: {
        readings: [
          "Le rêve était exaltant. L’enthousiasme en rêve signale de l’énergie et de l’attente : quelque chose bouge dans votre vie, ou un changement vous appelle.",
          "Vous avez noté une humeur enthousiaste. Ces rêves viennent souvent avant un nouveau départ, ou quand un souhait se rapproche.",
        ],
        link: (name) => `Sous cet éclairage, le symbole ${q(name)} montre peut-être ce qui vous attire vers l’avant.`,
      },
      confused: {
        readings: [
          "Vous avez noté une humeur perplexe. La confusion dans un rêve reflète souvent une situation éveillée dont les règles ne sont pas encore claires, ou un choix que vous n’avez pas encore fait.",
          "Le rêve vous a laissé une impression de confusion. Les rêves mêlent par nature les lieux, les époques et les personnes ; quand c’est la confusion qui reste, elle signale peut-être trop de sollicitations à la fois.",
        ],
        link: (name) => `Partez du symbole ${q(name)} : c’est peut-être le seul fil clair de l’écheveau.`,
      },
      angry: {
        readings: [
          "Vous avez noté de la colère dans ce rêve. La colère en rêve est souvent celle qui n’a pas trouvé de place dans la journée : une limite franchie, ou une injustice que vous avez laissée passer.",
          "L’humeur du rêve était à la colère. Ces rêves libèrent la tension sans danger et peuvent montrer où vous voulez avoir davantage votre mot à dire dans votre propre vie.",
        ],
        link: (name) => `Avec cette colère, le symbole ${q(name)} montre peut-être ce qui pousse contre vos limites.`,
      },
      frightened: {
        readings: [
          "Vous avez noté une humeur effrayée. La peur en rêve annonce rarement quoi que ce soit : l’esprit qui rêve répète le danger pendant que vous êtes en sécurité dans votre lit.",
          "Le rêve vous a fait peur. Les rêves effrayants sont plus fréquents dans les périodes de stress ou de changement, et les écrire, comme vous venez de le faire, leur enlève une part de leur force.",
        ],
        link: (name) =>
          `Demandez-vous ce que le symbole ${q(name)} pourrait représenter dans votre vie éveillée : la peur s’attache souvent à ce qui est nouveau ou incertain.`,
      },
      nostalgic: {
        readings: [
          "Vous avez noté une humeur nostalgique. Les rêves d’autrefois viennent souvent quand le présent réclame ce que ces années vous donnaient : sécurité, proximité ou légèreté.",
          "Le rêve était empreint de nostalgie. Retrouver en rêve des lieux et des personnes d’autrefois garde le lien avec la personne que vous étiez, et aide à peser ce que vous voulez emporter avec vous.",
        ],
        link: (name) => `Le symbole ${q(name)} est peut-être lié à un souvenir qui compte encore pour vous.`,
      },
    },
    noMood: {
      readings: [
        "L’humeur de ce rêve n’a pas été notée. La prochaine fois, observez ce que vous ressentez au réveil : l’émotion en dit souvent plus que l’intrigue.",
        "Aucune humeur n’a été indiquée pour ce rêve. L’émotion qu’un rêve laisse derrière lui est l’une de ses meilleures clés : notez-la la prochaine fois, ne serait-ce qu’en un mot.",
      ],
      link: (name) =>
        `En attendant, demandez-vous comment vous avez vécu le symbole ${q(name)} : rassurant, inquiétant ou neutre ?`,
    },
    questions: {
      elements: (name) =>
        `${question} si le symbole ${q(name)} représentait un sentiment que vous portez ces jours-ci, lequel serait-ce, et quand l’avez-vous ressenti pour la dernière fois dans la journée ?`,
      landscape: (name) =>
        `${question} quand avez-vous ressenti pour la dernière fois ce que vous ressentiez auprès du symbole ${q(name)} dans ce rêve, et que se passait-il alors dans votre vie ?`,
      animals: (name) =>
        `${question} quelle personne, ou quelle part de vous, se comporte comme le symbole ${q(name)} dans ce rêve ? Notez la première réponse qui vient.`,
      body: (name) =>
        `${question} qu’est-ce qui, dans votre vie, vous donne en ce moment le sentiment d’être à découvert ou de perdre la main, comme le suggère le symbole ${q(name)} ? Notez un petit pas qui aiderait.`,
      people: (name) =>
        `${question} que diriez-vous à la personne derrière le symbole ${q(name)} si vous la croisiez aujourd’hui ? Écrivez-le comme une courte lettre.`,
      beings: (name) =>
        `${question} si le symbole ${q(name)} pouvait parler, qu’attendrait-il de vous ? Écrivez sa réponse à la première personne.`,
      buildings: (name) =>
        `${question} à quelle part de votre vie le symbole ${q(name)} ressemble-t-il en ce moment, et qu’y changeriez-vous en premier ?`,
      travel: (name) =>
        `${question} vers où allez-vous dans la vie en ce moment, et qui décide de l’itinéraire ? Pensez au symbole ${q(name)} en répondant.`,
      objects: (name) =>
        `${question} que signifie le symbole ${q(name)} pour vous personnellement ? Notez un souvenir qui s’y rattache et ce que vous ressentiez alors.`,
      actions: (name) =>
        `${question} dans quelle situation cette semaine avez-vous ressenti la même chose que dans le rêve, au moment du symbole ${q(name)} ? Décrivez-la en deux ou trois phrases.`,
      events: (name) =>
        `${question} qu’est-ce qui commence ou se termine dans votre vie en ce moment, comme le suggère le symbole ${q(name)} ?`,
    },
    generalQuestions: [
      (name) =>
        `Une idée pour votre journal : écrivez au présent le moment du rêve lié au symbole ${q(name)}, puis notez à quelle situation de ces derniers jours il vous fait penser.`,
      (name) =>
        `${question} si le symbole ${q(name)} était un message de vous à vous-même, que dirait-il, et que lui répondriez-vous ?`,
    ],
    details: {
      names: { timeOfDay: "le moment de la journée", place: "un lieu", person: "d’autres personnes" },
      all: "Le récit précise le moment de la journée, le lieu et les autres personnes présentes : c’est un souvenir bien ancré.",
      none: "Le récit ne mentionne ni moment, ni lieu, ni autres personnes, ce qui est typique d’un fragment retenu au réveil.",
      some: (present, missing) => `Le récit contient : ${present}. Il manque : ${missing}.`,
    },
    noSymbol: {
      intro: [
        "Aucun symbole onirique familier du lexique intégré n’a été reconnu dans ce rêve : cette lecture s’appuie donc sur ce que le rêve lui-même offre.",
        "Ce rêve ne contient aucun des symboles classiques que connaît l’interprète intégré. Ce n’est pas rare : beaucoup de rêves parlent par images personnelles.",
      ],
      words: (count) => `Le récit compte ${count} ${plural(count, "mot", "mots")}.`,
      short: "Les récits courts sont normaux : le souvenir d’un rêve s’efface quelques minutes après le réveil.",
      medium: "C’est assez pour voir la forme du rêve.",
      long: "Un récit aussi détaillé montre un souvenir vif, ce qui rend le rêve plus facile à travailler.",
      recurring: (words, count) =>
        count === 1
          ? `Le mot ${words} revient plusieurs fois, et dans un récit de rêve la répétition signale souvent ce qui comptait le plus.`
          : `Les mots ${words} reviennent plusieurs fois, et dans un récit de rêve la répétition signale souvent ce qui comptait le plus.`,
      personal: [
        "Les images personnelles comptent parfois plus que les symboles classiques. Regardez le moment le plus vif du rêve et demandez-vous ce qu’il évoque de ces derniers jours.",
        "Quand un rêve parle par ses propres images, le meilleur guide est votre association d’idées : qu’est-ce que sa scène la plus forte vous évoque en premier ?",
      ],
      wordQuestion: (word) => `${question} qu’évoque pour vous le mot ${q(word)} quand vous pensez à ces derniers jours ?`,
      questions: [
        "Une idée pour votre journal : notez l’image la plus vive de ce rêve et trois mots pour dire ce que vous avez ressenti.",
        `${question} quel moment de ce rêve aimeriez-vous le mieux comprendre, et pourquoi celui-là ?`,
      ],
    },
  },
  analysis: {
    summary: (count, from, to) =>
      count === 1
        ? `Un rêve analysé, noté le ${firstOfMonth(from)}.`
        : from === to
          ? `Rêves analysés : ${count}, tous notés le ${firstOfMonth(from)}.`
          : `Rêves analysés : ${count}, notés entre le ${firstOfMonth(from)} et le ${firstOfMonth(to)}.`,
    summarySymbols: (names) => `Les symboles qui reviennent le plus souvent : ${names}.`,
    summaryNoSymbols: "Aucun symbole familier ne revient d’un rêve à l’autre ; chacun utilise ses propres images.",
    summaryMood: (moods) => `Humeurs les plus fréquentes : ${moods}.`,
    summaryNoMood: "Aucune humeur n’a été notée pour ces rêves.",
    summaryDetail: (words, score) =>
      `En moyenne, un rêve compte ${words} ${plural(words, "mot", "mots")} et contient ${score} des 4 détails de souvenir (moment, lieu, personnes, événements).`,
    symbolIn: (name, dreams, total) => `Le symbole ${q(name)} apparaît dans ${dreams} rêves sur ${total}.`,
    pair: (first, second, dreams) => `Les symboles ${q(first)} et ${q(second)} apparaissent ensemble dans ${dreams} rêves.`,
    noRecurring: "Aucun symbole ne revient dans ces rêves ; chacun parle par ses propres images.",
    people: (list) => `Personnes qui reviennent : ${list}.`,
    places: (list) => `Lieux qui reviennent : ${list}.`,
    inDreams: (name, dreams) => `${name} (${dreams} ${plural(dreams, "rêve", "rêves")})`,
    theme: (category, dreams, total) => `Des symboles du groupe ${q(category)} apparaissent dans ${dreams} rêves sur ${total}.`,
    moodCount: (mood, count) => `${mood} (${count})`,
    moodDistribution: (list, unrecorded) =>
      unrecorded === 0 ? `Humeurs notées : ${list}.` : `Humeurs notées : ${list} ; sans humeur : ${unrecorded}.`,
    noMoods: "Aucun de ces rêves n’a d’humeur notée.",
    trend: {
      brighter: (earlier, later) =>
        `Avec le temps, le ton s’éclaircit. Premiers rêves : ${earlier} ; rêves plus récents : ${later}.`,
      darker: (earlier, later) =>
        `Avec le temps, le ton s’assombrit. Premiers rêves : ${earlier} ; rêves plus récents : ${later}.`,
      steady: "Le ton émotionnel reste à peu près le même des premiers rêves aux plus récents.",
      unclear: "Trop peu d’humeurs sont notées pour voir comment le ton évolue avec le temps.",
    },
    recommendations: {
      recordMood: (missing, total) =>
        `Notez une humeur pour chaque rêve : ${missing} sur ${total} ${missing === 1 ? "n’en a pas" : "n’en ont pas"}, ce qui masque les tendances émotionnelles.`,
      moreDetail:
        "Notez vos rêves dès le réveil, avec le moment de la journée, le lieu et les personnes présentes : les détails s’effacent en quelques minutes.",
      windDown:
        "Plusieurs rêves portent de la peur, de la colère, de la tristesse ou de l’angoisse. Un moment calme avant de dormir, sans écran et avec quelques lignes sur les soucis du jour, adoucit souvent ce genre de rêves.",
      rehearsal: (name) =>
        `Pour le rêve récurrent lié au symbole ${q(name)}, essayez la répétition d’imagerie mentale : pendant la journée, réécrivez sa fin à votre guise et rejouez-la quelques minutes par jour. C’est une méthode reconnue contre les cauchemars récurrents.`,
      trackSymbol: (name) =>
        `Gardez un œil sur le symbole ${q(name)} : chaque fois qu’il apparaît, notez ce qui s’est passé la veille. Au bout de quelques semaines, un lien se dessine souvent.`,
      keepWhatHelps:
        "Vos rêves deviennent plus légers. Notez ce qui a changé dans vos journées ces derniers temps : cela vaut la peine d’être préservé.",
      person: (name) =>
        `Le symbole ${q(name)} revient sans cesse. Demandez-vous ce qui reste en suspens ou important dans cette relation en ce moment.`,
      reread:
        "Une fois par mois, relisez vos rêves côte à côte : les tendances se voient mieux sur le papier que dans la mémoire.",
    },
  },
};
