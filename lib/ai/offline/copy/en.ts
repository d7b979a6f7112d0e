import type { OfflineCopy } from "./types";

const plural = (count: number, one: string, other: string) => (count === 1 ? one : other);
const times = (count: number) => (count === 2 ? "twice" : `${count} times`);
const q = (text: string) => `“${text}”`;

export const en: OfflineCopy = {
  quote: q,
  colon: ": ",
  finish: (text) => text,
  moodLabels: {
    peaceful: "Peaceful",
    mysterious: "Mysterious",
    happy: "Happy",
    anxious: "Anxious",
    sad: "Sad",
    excited: "Excited",
    confused: "Confused",
    angry: "Angry",
    frightened: "Frightened",
    nostalgic: "Nostalgic",
  },
  moodWords: {
    peaceful: "peaceful",
    mysterious: "mysterious",
    happy: "happy",
    anxious: "anxious",
    sad: "sad",
    excited: "excited",
    confused: "confused",
    angry: "angry",
    frightened: "frightened",
    nostalgic: "nostalgic",
  },
  categories: {
    elements: "elements and weather",
    landscape: "landscapes",
    animals: "animals",
    body: "the body",
    people: "people",
    beings: "supernatural beings",
    buildings: "houses and buildings",
    travel: "travel",
    objects: "objects",
    actions: "actions",
    events: "events",
  },
  interpret: {
    intro: [
      (names, count) =>
        count === 1
          ? `One familiar dream symbol stands out in this dream: ${names}.`
          : `Several familiar dream symbols stand out in this dream: ${names}.`,
      (names, count) =>
        count === 1
          ? `This dream contains a symbol that dream psychology knows well: ${names}.`
          : `This dream brings together symbols that dream psychology knows well: ${names}.`,
    ],
    introWithTitle: [
      (names, count, title) =>
        `Your dream ${q(title)} ${count === 1 ? "holds one familiar symbol" : "holds several familiar symbols"}: ${names}.`,
      (names, count, title) =>
        `${q(title)} ${count === 1 ? "contains a symbol" : "brings together symbols"} that dream psychology knows well: ${names}.`,
    ],
    times: (count) => ` (mentioned ${times(count)})`,
    moods: {
      peaceful: {
        readings: [
          "You recorded this dream as peaceful. A calm dream, even with strange images, often shows the mind integrating something rather than fighting it.",
          "The mood of the dream was peaceful. Such dreams tend to come when an inner conflict has quietened, or when you need to know that things can settle.",
        ],
        link: (name) => `Seen with that calm, the symbol ${q(name)} may point to something you are already coming to terms with.`,
      },
      mysterious: {
        readings: [
          "The dream felt mysterious. That usually means it touches something you do not understand yet, so stay curious rather than settle on one answer.",
          "You marked the mood as mysterious. Mysterious dreams often mark a threshold: something new is forming that has no clear shape yet.",
        ],
        link: (name) => `The symbol ${q(name)} is a good way in: ask what it might be trying to show you.`,
      },
      happy: {
        readings: [
          "This was a happy dream. Joyful dreams often reflect real sources of energy in your life, or wishes that deserve to be taken seriously.",
          "You recorded a happy mood. Good dreams strengthen good experiences and can show what you need more of.",
        ],
        link: (name) => `Here the symbol ${q(name)} most likely carries its most hopeful meaning.`,
      },
      anxious: {
        readings: [
          "You recorded this dream as anxious. Anxiety in dreams rarely predicts anything; it usually replays tension the waking mind has not finished processing.",
          "The mood of the dream was anxious. Anxious dreams let the mind rehearse threats in a safe space, and they are most frequent in stressful periods.",
        ],
        link: (name) => `With that feeling, the symbol ${q(name)} may show where the tension sits right now.`,
      },
      sad: {
        readings: [
          "The dream left a sad mood. Sadness in dreams often helps to process a loss or disappointment that had no room during the day.",
          "You marked the dream as sad. Such dreams can be part of healing: they give space to feelings that are easier to avoid when awake.",
        ],
        link: (name) => `The symbol ${q(name)} may point to what is being mourned or missed.`,
      },
      excited: {
        readings: [
          "The dream was exciting. Excitement in a dream points to energy and anticipation: something in your life is stirring, or you are ready for change.",
          "You recorded an excited mood. Dreams like this often come before new beginnings, or when a wish is getting closer.",
        ],
        link: (name) => `In that light, the symbol ${q(name)} may show what is drawing you forward.`,
      },
      confused: {
        readings: [
          "You recorded a confused mood. Confusion in a dream often mirrors a waking situation whose rules are not clear yet, or a choice you have not made.",
          "The dream left you confused. Dreams mix places, times and people by nature; when the confusion is what stays with you, it may point to too many demands pulling at once.",
        ],
        link: (name) => `Start with the symbol ${q(name)}: it may be the one clear thread in the tangle.`,
      },
      angry: {
        readings: [
          "You recorded this dream as angry. Anger in dreams is often anger that had no room during the day: a boundary crossed, or something unfair you let pass.",
          "The mood of the dream was angry. Such dreams let tension out safely, and they can show where you want more say over your own life.",
        ],
        link: (name) => `With that anger, the symbol ${q(name)} may show what is pressing against your limits.`,
      },
      frightened: {
        readings: [
          "You recorded a frightened mood. Fear in a dream rarely foretells anything: the dreaming mind rehearses danger while you are safe in bed.",
          "The dream frightened you. Frightening dreams are most frequent in times of stress or change, and writing them down, as you have, takes away some of their power.",
        ],
        link: (name) =>
          `Ask what the symbol ${q(name)} might stand for in your waking life: fear often attaches to what is new or uncertain.`,
      },
      nostalgic: {
        readings: [
          "You recorded a nostalgic mood. Dreams of earlier times often come when the present asks for something those times gave you: safety, closeness or lightness.",
          "The dream felt nostalgic. Returning to old places and people in dreams keeps you in touch with who you were, and helps you weigh what to carry forward.",
        ],
        link: (name) => `The symbol ${q(name)} may be tied to a memory that still matters to you.`,
      },
    },
    noMood: {
      readings: [
        "The mood of this dream was not recorded. Next time, notice how you felt on waking: the feeling often says more than the plot.",
        "No mood was recorded for this dream. The emotion a dream leaves behind is one of the best keys to it, so it is worth noting next time, even in one word.",
      ],
      link: (name) => `For now, ask yourself how the symbol ${q(name)} felt: comforting, unsettling or neutral?`,
    },
    questions: {
      elements: (name) =>
        `A question to take with you: if the symbol ${q(name)} stood for one feeling you are carrying these days, which would it be, and when did you last feel it while awake?`,
      landscape: (name) =>
        `A question to take with you: when did you last feel, while awake, the way you felt in the dream’s ${q(name)}, and what was happening in your life then?`,
      animals: (name) =>
        `A question to take with you: which person, or which part of you, behaves like the ${q(name)} in this dream? Write down the first answer that comes.`,
      body: (name) =>
        `A question to take with you: what in your life right now makes you feel exposed or not in control, as the symbol ${q(name)} suggests? Note one small step that would help.`,
      people: (name) =>
        `A question to take with you: what would you say to the person behind ${q(name)} if you met them today? Write it down as a short letter.`,
      beings: (name) =>
        `A question to take with you: if the ${q(name)} could speak, what would it want from you? Write its answer in its own voice.`,
      buildings: (name) =>
        `A question to take with you: which part of your life does the dream’s ${q(name)} resemble right now, and what would you change in it first?`,
      travel: (name) =>
        `A question to take with you: where are you heading in life right now, and who decides the route? Think of the symbol ${q(name)} while you answer.`,
      objects: (name) =>
        `A question to take with you: what does the symbol ${q(name)} mean to you personally? Write down one memory connected with it and what you felt then.`,
      actions: (name) =>
        `A question to take with you: in which situation this week did you feel as you did in the ${q(name)} part of the dream? Describe it in two or three sentences.`,
      events: (name) =>
        `A question to take with you: what is beginning or ending in your life right now, in the way the symbol ${q(name)} suggests?`,
    },
    generalQuestions: [
      (name) =>
        `A journaling suggestion: write down the moment of the dream with the symbol ${q(name)} in the present tense, then note which situation of the last few days it reminds you of.`,
      (name) =>
        `A question to take with you: if the symbol ${q(name)} were a message to yourself, what would it say, and what would you answer?`,
    ],
    details: {
      names: { timeOfDay: "the time of day", place: "a place", person: "other people" },
      all: "Your description records the time of day, a place and other people, which makes it a well-anchored memory.",
      none: "Your description records no time, place or other people, which is typical of a fragment remembered on waking.",
      some: (present, missing) => `Your description mentions ${present}. Not mentioned: ${missing}.`,
    },
    noSymbol: {
      intro: [
        "No familiar dream symbol from the built-in lexicon was recognised in this dream, so this reading works with what the dream itself offers.",
        "This dream contains none of the classic symbols the built-in interpreter knows. That is not unusual: many dreams speak in personal images.",
      ],
      words: (count) => `Your description is ${count} ${plural(count, "word", "words")} long.`,
      short: "Short descriptions are normal: dream memories fade within minutes of waking.",
      medium: "That is enough to see the shape of the dream.",
      long: "Such a detailed description shows vivid recall, which makes the dream easier to work with.",
      recurring: (words, count) =>
        count === 1
          ? `The word ${words} comes back more than once, and what a dream repeats often marks what mattered most.`
          : `The words ${words} come back more than once, and what a dream repeats often marks what mattered most.`,
      personal: [
        "Personal images can matter more than classic symbols. Look at the most vivid moment of the dream and ask what it reminds you of from the last few days.",
        "When a dream uses its own images, the best guide is your association: what is the first thing its strongest scene brings to mind?",
      ],
      wordQuestion: (word) =>
        `A question to take with you: what does ${q(word)} bring to mind when you think of the last few days?`,
      questions: [
        "A journaling suggestion: write down the single most vivid image of this dream and three words for how it felt.",
        "A question to take with you: which moment of this dream would you like to understand best, and why that one?",
      ],
    },
  },
  analysis: {
    summary: (count, from, to) =>
      count === 1
        ? `This dream was recorded on ${from}.`
        : from === to
          ? `These ${count} dreams were all recorded on ${from}.`
          : `These ${count} dreams were recorded between ${from} and ${to}.`,
    summarySymbols: (names) => `The symbols that come back most often are ${names}.`,
    summaryNoSymbols: "No familiar symbol comes back across them; each dream uses its own images.",
    summaryMood: (moods) => `The most frequent moods: ${moods}.`,
    summaryNoMood: "No moods were recorded for them.",
    summaryDetail: (words, score) =>
      `On average a dream is ${words} ${plural(words, "word", "words")} long and records ${score} of 4 recall details (time, place, people, events).`,
    symbolIn: (name, dreams, total) => `The symbol ${q(name)} appears in ${dreams} of ${total} dreams.`,
    pair: (first, second, dreams) => `The symbols ${q(first)} and ${q(second)} appear together in ${dreams} dreams.`,
    noRecurring: "No symbol recurs across these dreams; each one speaks in its own images.",
    people: (list) => `People who come back: ${list}.`,
    places: (list) => `Places that come back: ${list}.`,
    inDreams: (name, dreams) => `${name} (${dreams} ${plural(dreams, "dream", "dreams")})`,
    theme: (category, dreams, total) => `Symbols from the group ${q(category)} appear in ${dreams} of ${total} dreams.`,
    moodCount: (mood, count) => `${mood} (${count})`,
    moodDistribution: (list, unrecorded) =>
      unrecorded === 0
        ? `Moods recorded: ${list}.`
        : `Moods recorded: ${list}; ${unrecorded} ${plural(unrecorded, "dream has", "dreams have")} no mood.`,
    noMoods: "None of these dreams has a recorded mood.",
    trend: {
      brighter: (earlier, later) =>
        `Over time the tone brightens: the earlier dreams were mostly ${earlier}, the later ones mostly ${later}.`,
      darker: (earlier, later) =>
        `Over time the tone darkens: the earlier dreams were mostly ${earlier}, the later ones mostly ${later}.`,
      steady: "The emotional tone stays about the same from the earlier dreams to the later ones.",
      unclear: "There are too few recorded moods to see how the tone changes over time.",
    },
    recommendations: {
      recordMood: (missing, total) =>
        `Record a mood for every dream: ${missing} of these ${total} ${missing === 1 ? "has" : "have"} none, which hides emotional patterns.`,
      moreDetail:
        "Write dreams down right after waking and note the time of day, the place and who was there; details fade within minutes.",
      windDown:
        "Several dreams carry fear, anger, sadness or anxiety. A calm wind-down before sleep, without screens and with a few lines about the day’s worries, often softens such dreams.",
      rehearsal: (name) =>
        `For the recurring ${q(name)} dream, try imagery rehearsal: while awake, rewrite its ending into one you choose and replay it for a few minutes a day. It is an established method for recurring nightmares.`,
      trackSymbol: (name) =>
        `Keep an eye on ${q(name)}: each time it appears, note what happened the day before. After a few weeks a link often shows.`,
      keepWhatHelps: "Your dreams are getting lighter. Note what has changed in your days recently; it is worth keeping.",
      person: (name) =>
        `The symbol ${q(name)} keeps coming back. Ask yourself what feels unresolved or important in that relationship right now.`,
      reread: "Once a month, reread your dreams side by side: patterns are easier to see on paper than in memory.",
    },
  },
};
