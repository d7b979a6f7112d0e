import type { OfflineCopy } from "./types";

const plural = (count: number, one: string, other: string) => (count === 1 ? one : other);
const q = (text: string) => `«${text}»`;
const question = "Una pregunta para reflexionar:";

export const es: OfflineCopy = {
  quote: q,
  colon: ": ",
  finish: (text) => text,
  moodLabels: {
    peaceful: "Tranquilo",
    mysterious: "Misterioso",
    happy: "Alegre",
    anxious: "Ansioso",
    sad: "Triste",
    excited: "Emocionado",
    confused: "Confundido",
    angry: "Enfadado",
    frightened: "Asustado",
    nostalgic: "Nostálgico",
  },
  moodWords: {
    peaceful: "tranquilo",
    mysterious: "misterioso",
    happy: "alegre",
    anxious: "ansioso",
    sad: "triste",
    excited: "emocionado",
    confused: "confundido",
    angry: "enfadado",
    frightened: "asustado",
    nostalgic: "nostálgico",
  },
  categories: {
    elements: "elementos y clima",
    landscape: "paisajes",
    animals: "animales",
    body: "cuerpo",
    people: "personas",
    beings: "seres sobrenaturales",
    buildings: "casas y edificios",
    travel: "viajes",
    objects: "objetos",
    actions: "acciones",
    events: "acontecimientos",
  },
  interpret: {
    intro: [
      (names, count) =>
        count === 1
          ? `En este sueño destaca un símbolo onírico conocido: ${names}.`
          : `En este sueño destacan varios símbolos oníricos conocidos: ${names}.`,
      (names, count) =>
        count === 1
          ? `Este sueño contiene un símbolo que la psicología de los sueños conoce bien: ${names}.`
          : `Este sueño reúne símbolos que la psicología de los sueños conoce bien: ${names}.`,
    ],
    introWithTitle: [
      (names, count, title) =>
        `En ${q(title)} ${count === 1 ? "destaca un símbolo conocido" : "destacan varios símbolos conocidos"}: ${names}.`,
      (names, count, title) =>
        `El sueño ${q(title)} ${count === 1 ? "contiene un símbolo" : "reúne símbolos"} que la psicología de los sueños conoce bien: ${names}.`,
    ],
    times: (count) => ` (aparece ${count === 2 ? "dos" : count} veces)`,
    moods: {
      peaceful: {
        readings: [
          "Registraste este sueño como tranquilo. Un sueño sereno, incluso con imágenes extrañas, suele mostrar que la mente está integrando algo en lugar de luchar contra ello.",
          "El estado de ánimo del sueño fue tranquilo. Estos sueños suelen llegar cuando un conflicto interior se ha calmado o cuando necesitas sentir que las cosas pueden asentarse.",
        ],
        link: (name) => `Desde esa calma, el símbolo ${q(name)} quizá apunte a algo con lo que ya estás haciendo las paces.`,
      },
      mysterious: {
        readings: [
          "El sueño te pareció misterioso. Eso suele significar que toca algo que aún no comprendes; conviene mantener la curiosidad en lugar de quedarse con una sola respuesta.",
          "Marcaste el estado de ánimo como misterioso. Los sueños misteriosos suelen señalar un umbral: se está formando algo nuevo que todavía no tiene forma clara.",
        ],
        link: (name) => `El símbolo ${q(name)} es una buena puerta de entrada: pregúntate qué podría estar mostrándote.`,
      },
      happy: {
        readings: [
          "Fue un sueño alegre. Los sueños felices suelen reflejar fuentes reales de energía en tu vida o deseos que merecen tomarse en serio.",
          "Registraste un estado de ánimo alegre. Los buenos sueños afianzan las buenas experiencias y muestran de qué necesitas más.",
        ],
        link: (name) => `Aquí el símbolo ${q(name)} probablemente lleva su significado más esperanzador.`,
      },
      anxious: {
        readings: [
          "Registraste este sueño como ansioso. La ansiedad en sueños rara vez predice algo; suele repetir una tensión que la mente despierta aún no ha terminado de procesar.",
          "El estado de ánimo del sueño fue ansioso. En los sueños de ansiedad la mente ensaya amenazas en un espacio seguro, y son más frecuentes en épocas de estrés.",
        ],
        link: (name) => `Con esa sensación, el símbolo ${q(name)} quizá muestre dónde se concentra ahora la tensión.`,
      },
      sad: {
        readings: [
          "El sueño dejó un ánimo triste. La tristeza en sueños suele ayudar a procesar una pérdida o una decepción que no tuvo espacio durante el día.",
          "Marcaste el sueño como triste. Estos sueños pueden formar parte de la sanación: dan espacio a sentimientos que durante el día es más fácil evitar.",
        ],
        link: (name) => `El símbolo ${q(name)} quizá señale aquello que echas de menos o por lo que haces duelo.`,
      },
      excited: {
        readings: [
          "El sueño fue emocionante. La emoción en un sueño apunta a energía y expectativa: algo se mueve en tu vida o te llama un cambio.",
          "Registraste un estado de ánimo emocionado. Sueños así suelen llegar antes de nuevos comienzos o cuando un deseo se acerca.",
        ],
        link: (name) => `Bajo esa luz, el símbolo ${q(name)} quizá muestre qué te impulsa hacia delante.`,
      },
      confused: {
        readings: [
          "Registraste un estado de ánimo confundido. La confusión en un sueño suele reflejar una situación de la vida despierta cuyas reglas aún no están claras, o una decisión que todavía no has tomado.",
          "El sueño te dejó una sensación de confusión. Los sueños mezclan por naturaleza lugares, épocas y personas; cuando lo que queda es la confusión, quizá señale demasiadas exigencias a la vez.",
        ],
        link: (name) => `Empieza por el símbolo ${q(name)}: quizá sea el único hilo claro de la madeja.`,
      },
      angry: {
        readings: [
          "Marcaste el estado de ánimo como enfadado. El enfado en sueños suele ser el que no tuvo espacio durante el día: un límite traspasado o una injusticia que dejaste pasar.",
          "El estado de ánimo del sueño fue de enfado. Estos sueños liberan tensión sin peligro y pueden mostrar dónde quieres tener más voz en tu propia vida.",
        ],
        link: (name) => `Con ese enfado, el símbolo ${q(name)} quizá muestre qué está presionando tus límites.`,
      },
      frightened: {
        readings: [
          "Registraste un estado de ánimo asustado. El miedo en sueños rara vez anuncia algo: la mente que sueña ensaya el peligro mientras estás a salvo en la cama.",
          "El sueño te dio miedo. Los sueños que asustan son más frecuentes en épocas de estrés o de cambio, y escribirlos, como acabas de hacer, les quita parte de su fuerza.",
        ],
        link: (name) =>
          `Pregúntate qué podría representar el símbolo ${q(name)} en tu vida despierta: el miedo suele aferrarse a lo nuevo o incierto.`,
      },
      nostalgic: {
        readings: [
          "Registraste un estado de ánimo nostálgico. Los sueños de otros tiempos suelen llegar cuando el presente pide algo que aquellos años te daban: seguridad, cercanía o ligereza.",
          "El sueño tuvo un aire de nostalgia. Volver en sueños a lugares y personas de antes te mantiene en contacto con quien eras y ayuda a sopesar qué quieres llevar contigo.",
        ],
        link: (name) => `El símbolo ${q(name)} quizá esté ligado a un recuerdo que todavía te importa.`,
      },
    },
    noMood: {
      readings: [
        "No se registró el estado de ánimo de este sueño. La próxima vez, fíjate en cómo te sientes al despertar: la emoción suele decir más que la trama.",
        "Este sueño no tiene estado de ánimo registrado. La emoción que deja un sueño es una de sus mejores claves; la próxima vez conviene anotarla, aunque sea con una palabra.",
      ],
      link: (name) => `Mientras tanto, pregúntate cómo viviste el símbolo ${q(name)}: ¿reconfortante, inquietante o neutro?`,
    },
    questions: {
      elements: (name) =>
        `${question} si el símbolo ${q(name)} representara un sentimiento que cargas estos días, ¿cuál sería y cuándo lo sentiste por última vez en la vigilia?`,
      landscape: (name) =>
        `${question} ¿cuándo sentiste por última vez lo mismo que junto al símbolo ${q(name)} en este sueño, y qué pasaba entonces en tu vida?`,
      animals: (name) =>
        `${question} ¿qué persona, o qué parte de ti, se comporta como el símbolo ${q(name)} en este sueño? Anota la primera respuesta que te venga.`,
      body: (name) =>
        `${question} ¿qué hay en tu vida ahora que te hace sentir vulnerable o sin control, como sugiere el símbolo ${q(name)}? Anota un pequeño paso que te ayudaría.`,
      people: (name) =>
        `${question} ¿qué le dirías a la persona detrás del símbolo ${q(name)} si la encontraras hoy? Escríbelo como una carta breve.`,
      beings: (name) =>
        `${question} si el símbolo ${q(name)} pudiera hablar, ¿qué querría de ti? Escribe su respuesta en primera persona.`,
      buildings: (name) =>
        `${question} ¿a qué parte de tu vida se parece ahora el símbolo ${q(name)} y qué cambiarías primero en ella?`,
      travel: (name) =>
        `${question} ¿hacia dónde vas ahora en la vida y quién decide la ruta? Piensa en el símbolo ${q(name)} al responder.`,
      objects: (name) =>
        `${question} ¿qué significa para ti personalmente el símbolo ${q(name)}? Anota un recuerdo relacionado y lo que sentiste entonces.`,
      actions: (name) =>
        `${question} ¿en qué situación de esta semana sentiste lo mismo que en el sueño, en el momento del símbolo ${q(name)}? Descríbela en dos o tres frases.`,
      events: (name) => `${question} ¿qué empieza o termina ahora en tu vida, tal como sugiere el símbolo ${q(name)}?`,
    },
    generalQuestions: [
      (name) =>
        `Una idea para tu diario: escribe en presente el momento del sueño con el símbolo ${q(name)} y luego anota a qué situación de los últimos días te recuerda.`,
      (name) => `${question} si el símbolo ${q(name)} fuera un mensaje para ti, ¿qué diría y qué le responderías?`,
    ],
    details: {
      names: { timeOfDay: "el momento del día", place: "un lugar", person: "otras personas" },
      all: "El relato recoge el momento del día, el lugar y otras personas: es un recuerdo bien anclado.",
      none: "El relato no menciona momento, lugar ni otras personas, algo típico de un fragmento recordado al despertar.",
      some: (present, missing) => `El relato incluye: ${present}. Falta: ${missing}.`,
    },
    noSymbol: {
      intro: [
        "En este sueño no se reconoció ningún símbolo onírico conocido del léxico integrado, así que esta lectura trabaja con lo que el propio sueño ofrece.",
        "Este sueño no contiene ninguno de los símbolos clásicos que conoce el intérprete integrado. No es raro: muchos sueños hablan con imágenes personales.",
      ],
      words: (count) => `El relato tiene ${count} ${plural(count, "palabra", "palabras")}.`,
      short: "Los relatos breves son normales: el recuerdo de un sueño se desvanece a los pocos minutos de despertar.",
      medium: "Es suficiente para ver la forma del sueño.",
      long: "Un relato tan detallado muestra un recuerdo vívido, lo que facilita trabajar con el sueño.",
      recurring: (words, count) =>
        count === 1
          ? `La palabra ${words} se repite varias veces, y en un relato de sueño la repetición suele marcar lo que más importaba.`
          : `Las palabras ${words} se repiten varias veces, y en un relato de sueño la repetición suele marcar lo que más importaba.`,
      personal: [
        "Las imágenes personales pueden importar más que los símbolos clásicos. Fíjate en el momento más vívido del sueño y pregúntate qué te recuerda de los últimos días.",
        "Cuando un sueño habla con imágenes propias, la mejor guía son tus asociaciones: ¿qué es lo primero que te evoca su escena más intensa?",
      ],
      wordQuestion: (word) => `${question} ¿qué te sugiere la palabra ${q(word)} cuando piensas en los últimos días?`,
      questions: [
        "Una idea para tu diario: anota la imagen más vívida de este sueño y tres palabras sobre cómo se sentía.",
        `${question} ¿qué momento de este sueño te gustaría entender mejor, y por qué ese?`,
      ],
    },
  },
  analysis: {
    summary: (count, from, to) =>
      count === 1
        ? `Un sueño analizado, registrado el ${from}.`
        : from === to
          ? `Sueños analizados: ${count}, todos registrados el ${from}.`
          : `Sueños analizados: ${count}, registrados entre el ${from} y el ${to}.`,
    summarySymbols: (names) => `Los símbolos que más se repiten: ${names}.`,
    summaryNoSymbols: "Ningún símbolo conocido se repite entre ellos; cada sueño usa sus propias imágenes.",
    summaryMood: (moods) => `Estados de ánimo más frecuentes: ${moods}.`,
    summaryNoMood: "No se registraron estados de ánimo para ellos.",
    summaryDetail: (words, score) =>
      `De media, un sueño tiene ${words} ${plural(words, "palabra", "palabras")} y recoge ${score} de 4 detalles de recuerdo (momento, lugar, personas, hechos).`,
    symbolIn: (name, dreams, total) => `El símbolo ${q(name)} aparece en ${dreams} de ${total} sueños.`,
    pair: (first, second, dreams) => `Los símbolos ${q(first)} y ${q(second)} aparecen juntos en ${dreams} sueños.`,
    noRecurring: "Ningún símbolo se repite en estos sueños; cada uno habla con sus propias imágenes.",
    people: (list) => `Personas que vuelven: ${list}.`,
    places: (list) => `Lugares que vuelven: ${list}.`,
    inDreams: (name, dreams) => `${name} (${dreams} ${plural(dreams, "sueño", "sueños")})`,
    theme: (category, dreams, total) => `Símbolos del grupo ${q(category)} aparecen en ${dreams} de ${total} sueños.`,
    moodCount: (mood, count) => `${mood} (${count})`,
    moodDistribution: (list, unrecorded) =>
      unrecorded === 0
        ? `Estados de ánimo registrados: ${list}.`
        : `Estados de ánimo registrados: ${list}; sin estado de ánimo: ${unrecorded}.`,
    noMoods: "Ninguno de estos sueños tiene un estado de ánimo registrado.",
    trend: {
      brighter: (earlier, later) => `Con el tiempo el tono se aclara. Primeros sueños: ${earlier}; más recientes: ${later}.`,
      darker: (earlier, later) => `Con el tiempo el tono se oscurece. Primeros sueños: ${earlier}; más recientes: ${later}.`,
      steady: "El tono emocional se mantiene más o menos igual de los primeros sueños a los más recientes.",
      unclear: "Hay demasiado pocos estados de ánimo registrados para ver cómo cambia el tono con el tiempo.",
    },
    recommendations: {
      recordMood: (missing, total) =>
        `Registra un estado de ánimo para cada sueño: ${missing} de ${total} ${missing === 1 ? "no lo tiene" : "no lo tienen"}, y eso oculta los patrones emocionales.`,
      moreDetail:
        "Escribe los sueños nada más despertar y anota el momento del día, el lugar y quién estaba; los detalles se borran en minutos.",
      windDown:
        "Varios sueños traen miedo, enfado, tristeza o ansiedad. Un rato tranquilo antes de dormir, sin pantallas y con unas líneas sobre las preocupaciones del día, suele suavizar este tipo de sueños.",
      rehearsal: (name) =>
        `Para el sueño recurrente con el símbolo ${q(name)}, prueba el ensayo en imaginación: durante el día, reescribe su final como tú elijas y repásalo mentalmente unos minutos al día. Es un método reconocido para las pesadillas recurrentes.`,
      trackSymbol: (name) =>
        `Presta atención al símbolo ${q(name)}: cada vez que aparezca, anota qué pasó el día anterior. Al cabo de unas semanas suele verse una relación.`,
      keepWhatHelps:
        "Tus sueños se están volviendo más ligeros. Anota qué ha cambiado últimamente en tus días; vale la pena conservarlo.",
      person: (name) =>
        `El símbolo ${q(name)} vuelve una y otra vez. Pregúntate qué sigue pendiente o es importante ahora en esa relación.`,
      reread: "Una vez al mes, relee tus sueños uno junto a otro: los patrones se ven mejor en el papel que en la memoria.",
    },
  },
};
