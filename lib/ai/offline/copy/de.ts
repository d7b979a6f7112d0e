import type { OfflineCopy } from "./types";

const plural = (count: number, one: string, other: string) => (count === 1 ? one : other);
const q = (text: string) => `„${text}“`;
const question = "Eine Frage zum Nachdenken:";

export const de: OfflineCopy = {
  quote: q,
  colon: ": ",
  finish: (text) => text,
  moodLabels: {
    peaceful: "Friedlich",
    mysterious: "Geheimnisvoll",
    happy: "Fröhlich",
    anxious: "Ängstlich",
    sad: "Traurig",
    excited: "Aufgeregt",
    confused: "Verwirrt",
    angry: "Wütend",
    frightened: "Verängstigt",
    nostalgic: "Nostalgisch",
  },
  moodWords: {
    peaceful: "friedlich",
    mysterious: "geheimnisvoll",
    happy: "fröhlich",
    anxious: "ängstlich",
    sad: "traurig",
    excited: "aufgeregt",
    confused: "verwirrt",
    angry: "wütend",
    frightened: "verängstigt",
    nostalgic: "nostalgisch",
  },
  categories: {
    elements: "Elemente und Wetter",
    landscape: "Landschaften",
    animals: "Tiere",
    body: "Körper",
    people: "Menschen",
    beings: "übernatürliche Wesen",
    buildings: "Häuser und Gebäude",
    travel: "Reisen",
    objects: "Gegenstände",
    actions: "Handlungen",
    events: "Ereignisse",
  },
  interpret: {
    intro: [
      (names, count) =>
        count === 1
          ? `In diesem Traum sticht ein bekanntes Traumsymbol hervor: ${names}.`
          : `In diesem Traum stechen mehrere bekannte Traumsymbole hervor: ${names}.`,
      (names, count) =>
        count === 1
          ? `Dieser Traum enthält ein Symbol, das die Traumpsychologie gut kennt: ${names}.`
          : `Dieser Traum vereint Symbole, die die Traumpsychologie gut kennt: ${names}.`,
    ],
    introWithTitle: [
      (names, count, title) =>
        `In ${q(title)} ${count === 1 ? "sticht ein bekanntes Symbol hervor" : "stechen mehrere bekannte Symbole hervor"}: ${names}.`,
      (names, count, title) =>
        `Der Traum ${q(title)} ${count === 1 ? "enthält ein Symbol, das" : "vereint Symbole, die"} die Traumpsychologie gut kennt: ${names}.`,
    ],
    times: (count) => ` (${count === 2 ? "zweimal" : `${count}-mal`} erwähnt)`,
    moods: {
      peaceful: {
        readings: [
          "Sie haben diesen Traum als friedlich notiert. Ein ruhiger Traum zeigt oft, selbst mit seltsamen Bildern, dass die Psyche etwas verarbeitet, statt dagegen anzukämpfen.",
          "Die Stimmung des Traums war friedlich. Solche Träume kommen oft, wenn sich ein innerer Konflikt beruhigt hat oder Sie spüren müssen, dass sich die Dinge legen können.",
        ],
        link: (name) =>
          `In dieser Ruhe weist das Symbol ${q(name)} vielleicht auf etwas hin, mit dem Sie bereits Frieden schließen.`,
      },
      mysterious: {
        readings: [
          "Der Traum wirkte geheimnisvoll. Das heißt meist, dass er etwas berührt, das Sie noch nicht verstehen; bleiben Sie neugierig, statt sich auf eine Antwort festzulegen.",
          "Sie haben die Stimmung als geheimnisvoll notiert. Geheimnisvolle Träume markieren oft eine Schwelle: Etwas Neues entsteht, das noch keine klare Gestalt hat.",
        ],
        link: (name) => `Das Symbol ${q(name)} ist ein guter Zugang: Fragen Sie sich, was es Ihnen zeigen will.`,
      },
      happy: {
        readings: [
          "Es war ein fröhlicher Traum. Freudige Träume spiegeln oft echte Kraftquellen in Ihrem Leben oder Wünsche, die es verdienen, ernst genommen zu werden.",
          "Sie haben eine fröhliche Stimmung notiert. Gute Träume festigen gute Erfahrungen und zeigen, wovon Sie mehr brauchen.",
        ],
        link: (name) => `Hier trägt das Symbol ${q(name)} wohl seine hoffnungsvollste Bedeutung.`,
      },
      anxious: {
        readings: [
          "Sie haben diesen Traum als ängstlich notiert. Angst im Traum sagt selten etwas voraus; meist spielt sie eine Anspannung nach, die der wache Verstand noch nicht verarbeitet hat.",
          "Die Stimmung des Traums war ängstlich. In Angstträumen probt die Psyche Bedrohungen in einem sicheren Raum; in belastenden Zeiten sind sie am häufigsten.",
        ],
        link: (name) => `Mit diesem Gefühl zeigt das Symbol ${q(name)} vielleicht, wo die Anspannung gerade sitzt.`,
      },
      sad: {
        readings: [
          "Der Traum hinterließ eine traurige Stimmung. Traurigkeit im Traum hilft oft, einen Verlust oder eine Enttäuschung zu verarbeiten, die tagsüber keinen Platz hatte.",
          "Sie haben den Traum als traurig notiert. Solche Träume können Teil der Heilung sein: Sie geben Gefühlen Raum, denen man im Wachen leichter ausweicht.",
        ],
        link: (name) => `Das Symbol ${q(name)} weist vielleicht darauf hin, worum Sie trauern oder was Ihnen fehlt.`,
      },
      excited: {
        readings: [
          "Der Traum war aufregend. Aufregung im Traum deutet auf Energie und Erwartung: In Ihrem Leben regt sich etwas, oder Sie sind bereit für Veränderung.",
          "Sie haben eine aufgeregte Stimmung notiert. Solche Träume kommen oft vor Neuanfängen oder wenn ein Wunsch näher rückt.",
        ],
        link: (name) => `In diesem Licht zeigt das Symbol ${q(name)} vielleicht, was Sie nach vorn zieht.`,
      },
      confused: {
        readings: [
          "Sie haben eine verwirrte Stimmung notiert. Verwirrung im Traum spiegelt oft eine Lage im Wachleben, deren Regeln noch unklar sind, oder eine Entscheidung, die Sie noch nicht getroffen haben.",
          "Der Traum hat Sie verwirrt zurückgelassen. Träume mischen von Natur aus Orte, Zeiten und Menschen; bleibt vor allem die Verwirrung, deutet sie vielleicht auf zu viele Anforderungen zugleich.",
        ],
        link: (name) => `Beginnen Sie beim Symbol ${q(name)}: Vielleicht ist es der eine klare Faden im Durcheinander.`,
      },
      angry: {
        readings: [
          "Sie haben diesen Traum als wütend notiert. Wut im Traum ist oft Wut, die tagsüber keinen Platz hatte: eine überschrittene Grenze oder eine Ungerechtigkeit, die Sie hingenommen haben.",
          "Die Stimmung des Traums war wütend. Solche Träume lassen Spannung gefahrlos ab und können zeigen, wo Sie in Ihrem eigenen Leben mehr mitbestimmen möchten.",
        ],
        link: (name) => `Mit dieser Wut zeigt das Symbol ${q(name)} vielleicht, was gerade gegen Ihre Grenzen drückt.`,
      },
      frightened: {
        readings: [
          "Sie haben eine verängstigte Stimmung notiert. Furcht im Traum kündigt selten etwas an: Die träumende Psyche probt die Gefahr, während Sie sicher im Bett liegen.",
          "Der Traum hat Ihnen Angst gemacht. Beängstigende Träume sind in Zeiten von Stress oder Veränderung am häufigsten, und wer sie aufschreibt, wie Sie gerade, nimmt ihnen einen Teil ihrer Macht.",
        ],
        link: (name) =>
          `Fragen Sie sich, wofür das Symbol ${q(name)} in Ihrem wachen Leben stehen könnte: Angst heftet sich oft an Neues oder Ungewisses.`,
      },
      nostalgic: {
        readings: [
          "Sie haben eine nostalgische Stimmung notiert. Träume von früher kommen oft, wenn die Gegenwart nach etwas verlangt, das jene Zeit Ihnen gab: Sicherheit, Nähe oder Leichtigkeit.",
          "Der Traum war voller Nostalgie. Die Rückkehr zu alten Orten und Menschen im Traum hält Sie mit Ihrem früheren Ich verbunden und hilft abzuwägen, was Sie mitnehmen möchten.",
        ],
        link: (name) =>
          `Das Symbol ${q(name)} ist vielleicht mit einer Erinnerung verbunden, die Ihnen noch immer viel bedeutet.`,
      },
    },
    noMood: {
      readings: [
        "Die Stimmung dieses Traums wurde nicht notiert. Achten Sie beim nächsten Mal darauf, wie Sie sich beim Aufwachen fühlen: Das Gefühl sagt oft mehr als die Handlung.",
        "Für diesen Traum ist keine Stimmung angegeben. Das Gefühl, das ein Traum hinterlässt, ist einer der besten Schlüssel zu ihm; notieren Sie es beim nächsten Mal, und sei es mit einem Wort.",
      ],
      link: (name) =>
        `Fragen Sie sich vorerst, wie sich das Symbol ${q(name)} angefühlt hat: tröstlich, beunruhigend oder neutral?`,
    },
    questions: {
      elements: (name) =>
        `${question} Wenn das Symbol ${q(name)} für ein Gefühl stünde, das Sie dieser Tage mit sich tragen, welches wäre es, und wann haben Sie es zuletzt im Wachen gespürt?`,
      landscape: (name) =>
        `${question} Wann haben Sie sich zuletzt so gefühlt wie in diesem Traum beim Symbol ${q(name)}, und was geschah damals in Ihrem Leben?`,
      animals: (name) =>
        `${question} Welcher Mensch oder welcher Teil von Ihnen verhält sich wie das Symbol ${q(name)} in diesem Traum? Schreiben Sie die erste Antwort auf, die kommt.`,
      body: (name) =>
        `${question} Was in Ihrem Leben lässt Sie sich gerade ausgeliefert oder machtlos fühlen, wie es das Symbol ${q(name)} nahelegt? Notieren Sie einen kleinen Schritt, der helfen würde.`,
      people: (name) =>
        `${question} Was würden Sie dem Menschen hinter dem Symbol ${q(name)} sagen, wenn Sie ihn heute träfen? Schreiben Sie es als kurzen Brief auf.`,
      beings: (name) =>
        `${question} Wenn das Symbol ${q(name)} sprechen könnte, was würde es von Ihnen wollen? Schreiben Sie seine Antwort in der Ich-Form auf.`,
      buildings: (name) =>
        `${question} Welchem Bereich Ihres Lebens ähnelt das Symbol ${q(name)} gerade, und was würden Sie darin zuerst ändern?`,
      travel: (name) =>
        `${question} Wohin sind Sie im Leben gerade unterwegs, und wer bestimmt die Route? Denken Sie beim Antworten an das Symbol ${q(name)}.`,
      objects: (name) =>
        `${question} Was bedeutet das Symbol ${q(name)} für Sie persönlich? Schreiben Sie eine Erinnerung dazu auf und was Sie damals gefühlt haben.`,
      actions: (name) =>
        `${question} In welcher Situation dieser Woche haben Sie sich so gefühlt wie im Traum beim Symbol ${q(name)}? Beschreiben Sie sie in zwei, drei Sätzen.`,
      events: (name) => `${question} Was beginnt oder endet gerade in Ihrem Leben, so wie es das Symbol ${q(name)} andeutet?`,
    },
    generalQuestions: [
      (name) =>
        `Eine Anregung fürs Tagebuch: Schreiben Sie den Moment des Traums mit dem Symbol ${q(name)} im Präsens auf und notieren Sie dann, an welche Situation der letzten Tage er Sie erinnert.`,
      (name) =>
        `${question} Wenn das Symbol ${q(name)} eine Botschaft an Sie selbst wäre, was würde sie sagen, und was würden Sie antworten?`,
    ],
    details: {
      // Accusative: both lists are objects of "nennt".
      names: { timeOfDay: "die Tageszeit", place: "einen Ort", person: "andere Menschen" },
      all: "Ihre Beschreibung nennt Tageszeit, Ort und andere Menschen: eine gut verankerte Erinnerung.",
      none: "Ihre Beschreibung nennt weder Zeit noch Ort noch andere Menschen, was für ein beim Aufwachen erinnertes Bruchstück typisch ist.",
      some: (present, missing) => `Ihre Beschreibung nennt ${present}, aber nicht ${missing}.`,
    },
    noSymbol: {
      intro: [
        "In diesem Traum wurde kein bekanntes Traumsymbol aus dem eingebauten Lexikon erkannt; diese Deutung arbeitet daher mit dem, was der Traum selbst bietet.",
        "Dieser Traum enthält keines der klassischen Symbole, die der eingebaute Deuter kennt. Das ist nicht ungewöhnlich: Viele Träume sprechen in persönlichen Bildern.",
      ],
      words: (count) => `Ihre Beschreibung umfasst ${count} ${plural(count, "Wort", "Wörter")}.`,
      short: "Kurze Beschreibungen sind normal: Traumerinnerungen verblassen wenige Minuten nach dem Aufwachen.",
      medium: "Das reicht, um die Gestalt des Traums zu erkennen.",
      long: "Eine so ausführliche Beschreibung zeigt eine lebhafte Erinnerung, was die Arbeit mit dem Traum erleichtert.",
      recurring: (words, count) =>
        count === 1
          ? `Das Wort ${words} kehrt mehrmals wieder, und was sich in einem Traum wiederholt, markiert oft das, was am meisten zählte.`
          : `Die Wörter ${words} kehren mehrmals wieder, und was sich in einem Traum wiederholt, markiert oft das, was am meisten zählte.`,
      personal: [
        "Persönliche Bilder können mehr bedeuten als klassische Symbole. Nehmen Sie den lebhaftesten Moment des Traums und fragen Sie sich, woran er Sie aus den letzten Tagen erinnert.",
        "Wenn ein Traum in eigenen Bildern spricht, sind Ihre Assoziationen der beste Wegweiser: Was fällt Ihnen zu seiner stärksten Szene als Erstes ein?",
      ],
      wordQuestion: (word) => `${question} Was fällt Ihnen zum Wort ${q(word)} ein, wenn Sie an die letzten Tage denken?`,
      questions: [
        "Eine Anregung fürs Tagebuch: Schreiben Sie das lebhafteste Bild dieses Traums auf und drei Wörter dafür, wie es sich anfühlte.",
        `${question} Welchen Moment dieses Traums möchten Sie am liebsten verstehen, und warum gerade diesen?`,
      ],
    },
  },
  analysis: {
    summary: (count, from, to) =>
      count === 1
        ? `Ein Traum wurde analysiert, aufgezeichnet am ${from}.`
        : from === to
          ? `Analysierte Träume: ${count}, alle aufgezeichnet am ${from}.`
          : `Analysierte Träume: ${count}, aufgezeichnet zwischen dem ${from} und dem ${to}.`,
    summarySymbols: (names) => `Am häufigsten kehren diese Symbole wieder: ${names}.`,
    summaryNoSymbols: "Kein bekanntes Symbol kehrt in ihnen wieder; jeder Traum nutzt eigene Bilder.",
    summaryMood: (moods) => `Häufigste Stimmungen: ${moods}.`,
    summaryNoMood: "Für sie wurden keine Stimmungen notiert.",
    summaryDetail: (words, score) =>
      `Im Schnitt umfasst ein Traum ${words} ${plural(words, "Wort", "Wörter")} und enthält ${score} von 4 Erinnerungsdetails (Zeit, Ort, Menschen, Geschehen).`,
    symbolIn: (name, dreams, total) => `Das Symbol ${q(name)} erscheint in ${dreams} von ${total} Träumen.`,
    pair: (first, second, dreams) => `Die Symbole ${q(first)} und ${q(second)} erscheinen gemeinsam in ${dreams} Träumen.`,
    noRecurring: "Kein Symbol kehrt in diesen Träumen wieder; jeder spricht in eigenen Bildern.",
    people: (list) => `Menschen, die wiederkehren: ${list}.`,
    places: (list) => `Orte, die wiederkehren: ${list}.`,
    inDreams: (name, dreams) => `${name} (${dreams} ${plural(dreams, "Traum", "Träume")})`,
    theme: (category, dreams, total) => `Symbole aus der Gruppe ${q(category)} erscheinen in ${dreams} von ${total} Träumen.`,
    moodCount: (mood, count) => `${mood} (${count})`,
    moodDistribution: (list, unrecorded) =>
      unrecorded === 0 ? `Notierte Stimmungen: ${list}.` : `Notierte Stimmungen: ${list}; ohne Stimmung: ${unrecorded}.`,
    noMoods: "Für keinen dieser Träume ist eine Stimmung notiert.",
    trend: {
      brighter: (earlier, later) => `Mit der Zeit wird der Ton heller. Frühere Träume: ${earlier}; spätere: ${later}.`,
      darker: (earlier, later) => `Mit der Zeit wird der Ton dunkler. Frühere Träume: ${earlier}; spätere: ${later}.`,
      steady: "Der emotionale Ton bleibt von den früheren zu den späteren Träumen etwa gleich.",
      unclear: "Es sind zu wenige Stimmungen notiert, um zu sehen, wie sich der Ton mit der Zeit verändert.",
    },
    recommendations: {
      recordMood: (missing, total) =>
        `Notieren Sie zu jedem Traum eine Stimmung: ${missing} von ${total} ${missing === 1 ? "hat keine" : "haben keine"}, und das verdeckt emotionale Muster.`,
      moreDetail:
        "Schreiben Sie Träume direkt nach dem Aufwachen auf und notieren Sie Tageszeit, Ort und wer dabei war; Details verblassen in Minuten.",
      windDown:
        "Mehrere Träume tragen Angst, Wut, Traurigkeit oder Unruhe in sich. Ein ruhiger Ausklang vor dem Schlafen, ohne Bildschirm und mit ein paar Zeilen über die Sorgen des Tages, mildert solche Träume oft.",
      rehearsal: (name) =>
        `Für den wiederkehrenden Traum mit dem Symbol ${q(name)} können Sie Imagery Rehearsal versuchen: Schreiben Sie tagsüber ein Ende, das Sie selbst wählen, und spielen Sie es einige Minuten täglich in Gedanken durch. Die Methode ist bei wiederkehrenden Albträumen gut belegt.`,
      trackSymbol: (name) =>
        `Behalten Sie das Symbol ${q(name)} im Blick: Notieren Sie jedes Mal, wenn es erscheint, was am Vortag geschah. Nach einigen Wochen zeigt sich oft ein Zusammenhang.`,
      keepWhatHelps:
        "Ihre Träume werden leichter. Notieren Sie, was sich in Ihren Tagen zuletzt verändert hat; es lohnt sich, das beizubehalten.",
      person: (name) =>
        `Das Symbol ${q(name)} kehrt immer wieder. Fragen Sie sich, was in dieser Beziehung gerade ungelöst oder wichtig ist.`,
      reread: "Lesen Sie Ihre Träume einmal im Monat nebeneinander: Muster sieht man auf dem Papier leichter als im Gedächtnis.",
    },
  },
};
