// Word lists and past-tense rules behind the memory-detail checks, per
// language. Data only: the matching lives in memory.ts.

export const MEMORY_LANGUAGES = ["en", "uk", "fr", "de", "es"] as const;
export type MemoryLanguage = (typeof MEMORY_LANGUAGES)[number];

export interface MemoryWordLists {
  timeOfDay: string[];
  place: string[];
  person: string[];
}

export interface MemoryChecks {
  timeOfDay: boolean;
  place: boolean;
  person: boolean;
  pastAction: boolean;
}

/**
 * Perfect tenses built as auxiliary + participle ("j'ai vu", "he visto"). The
 * auxiliary alone is no evidence ("je suis dans la cuisine" is present tense),
 * and participles alone are often nouns or adjectives. So a token only counts
 * when it directly follows an auxiliary, optionally with `skippable` words
 * in between ("je n'ai pas vu").
 */
export interface CompoundPastRule {
  auxiliaries: string[];
  /** Irregular participles. Feminine/plural -e/-s/-es forms are accepted as well. */
  participles: string[];
  participlePattern: RegExp;
  skippable: string[];
}

// Entries are written in lower case; apostrophes may be ' or ’ (both are
// normalised). Each entry must be a single token, i.e. no spaces or hyphens.
export const MEMORY_WORDS: Record<MemoryLanguage, MemoryWordLists> = {
  en: {
    timeOfDay: [
      "morning", "mornings", "afternoon", "afternoons", "evening", "evenings", "night", "nights", "tonight",
      "midnight", "noon", "midday", "dawn", "dusk", "sunrise", "sunset", "sundown", "twilight", "daybreak",
      "nightfall", "daytime", "nighttime", "overnight", "bedtime", "o'clock",
    ],
    place: [
      "in", "at", "on", "under", "inside", "near", "nearby", "behind", "beside", "between", "above", "below",
      "beneath", "underneath", "outside", "into", "onto", "through", "across", "around", "among", "amid",
      "beyond", "within", "against", "along", "over", "upon", "toward", "towards", "by", "opposite", "atop",
    ],
    // "son" is left out on purpose: it is the everyday Spanish "they are" and
    // French "his/her", and would mark nearly every Spanish dream as having a person.
    person: [
      "mother", "mom", "mum", "father", "dad", "parents", "brother", "sister", "friend", "friends", "girlfriend",
      "boyfriend", "man", "men", "woman", "women", "child", "children", "kid", "kids", "boy", "girl", "baby",
      "teacher", "doctor", "stranger", "grandmother", "grandma", "grandfather", "grandpa", "aunt", "uncle",
      "cousin", "husband", "wife", "daughter", "neighbor", "neighbour", "guy", "lady", "person", "people",
      "someone", "somebody", "everyone", "nobody", "he", "she", "him", "her", "his",
    ],
  },
  uk: {
    timeOfDay: [
      "ранок", "ранку", "ранком", "вранці", "уранці", "зранку", "полудень", "полудня", "опівдні", "вдень",
      "удень", "вечір", "вечора", "вечором", "ввечері", "увечері", "надвечір", "звечора", "ніч", "ночі",
      "ніччю", "вночі", "уночі", "опівночі", "світанок", "світанку", "світанні", "досвіта", "сутінки",
      "сутінках", "присмерк", "присмерку", "присмерках", "годині", "нічний", "нічна", "нічне", "ранковий",
      "вечірній",
    ],
    place: [
      "в", "у", "на", "під", "біля", "за", "серед", "над", "перед", "між", "поміж", "коло", "поруч", "поряд",
      "навколо", "довкола", "всередині", "усередині", "посеред", "посередині", "позаду", "крізь", "через",
      "вздовж", "уздовж", "поблизу", "неподалік", "навпроти", "при", "уві", "по", "понад", "поза",
    ],
    // Ukrainian nouns decline, so the common case forms are listed.
    person: [
      "мама", "мами", "мамі", "маму", "мамою", "мати", "матір", "матері", "тато", "тата", "татом", "батько",
      "батька", "батьком", "батьки", "батьків", "друг", "друга", "другом", "друзі", "друзів", "подруга",
      "подруги", "подругу", "подругою", "брат", "брата", "братом", "сестра", "сестри", "сестру", "сестрою",
      "чоловік", "чоловіка", "чоловіки", "жінка", "жінки", "жінку", "жінкою", "дитина", "дитину", "діти",
      "дітей", "хлопець", "хлопця", "хлопчик", "дівчина", "дівчину", "дівчинка", "вчитель", "вчителька",
      "учитель", "лікар", "бабуся", "бабусі", "дідусь", "дідуся", "тітка", "дядько", "син", "сина", "донька",
      "дочка", "сусід", "сусідка", "незнайомець", "незнайомка", "хтось", "когось", "ніхто", "люди", "людей",
      "людина", "людину", "він", "вона", "його", "її", "йому", "нею",
    ],
  },
  fr: {
    timeOfDay: [
      "matin", "matins", "matinée", "matinal", "midi", "soir", "soirs", "soirée", "soirées", "nuit", "nuits",
      "nocturne", "minuit", "aube", "aurore", "crépuscule", "journée",
    ],
    place: [
      "dans", "sur", "sous", "chez", "près", "devant", "derrière", "entre", "parmi", "à", "au", "aux", "en",
      "contre", "auprès", "dedans", "dehors", "hors", "dessus", "dessous", "autour", "travers", "vers", "loin",
      "delà",
    ],
    // "il" is left out: impersonal "il y avait", "il pleuvait" would make the check meaningless.
    person: [
      "mère", "maman", "père", "papa", "parents", "frère", "sœur", "soeur", "ami", "amie", "amis", "copain",
      "copine", "homme", "hommes", "femme", "femmes", "enfant", "enfants", "garçon", "fille", "fils", "bébé",
      "professeur", "prof", "maîtresse", "médecin", "docteur", "mamie", "papi", "tante", "oncle", "cousin",
      "cousine", "mari", "voisin", "voisine", "inconnu", "inconnue", "quelqu'un", "personne", "gens", "foule",
      "dame", "monsieur", "madame", "elle", "elles", "lui", "eux",
    ],
  },
  de: {
    timeOfDay: [
      "morgen", "morgens", "vormittag", "vormittags", "mittag", "mittags", "nachmittag", "nachmittags", "abend",
      "abends", "nacht", "nachts", "nächte", "mitternacht", "dämmerung", "morgengrauen", "sonnenaufgang",
      "sonnenuntergang", "tagesanbruch", "uhr", "frühmorgens", "spätabends",
    ],
    place: [
      "in", "im", "ins", "am", "an", "auf", "unter", "neben", "bei", "beim", "hinter", "vor", "vorm", "über",
      "zwischen", "innerhalb", "außerhalb", "gegenüber", "durch", "entlang", "nahe", "inmitten", "oberhalb",
      "unterhalb", "drinnen", "draußen",
    ],
    // "Kind" also matches the English adjective "kind" and "er/sie" may refer
    // to things; both are accepted because the alternative misses the common case.
    person: [
      "mutter", "mama", "mutti", "vater", "papa", "vati", "eltern", "bruder", "brüder", "schwester",
      "schwestern", "freund", "freunde", "freunden", "freundin", "freundinnen", "mann", "männer", "frau",
      "frauen", "kind", "kinder", "kindern", "junge", "mädchen", "baby", "lehrer", "lehrerin", "arzt", "ärztin",
      "oma", "opa", "großmutter", "großvater", "tante", "onkel", "sohn", "tochter", "nachbar", "nachbarin",
      "chef", "leute", "mensch", "menschen", "person", "jemand", "jemanden", "jemandem", "niemand", "er", "sie",
      "ihn", "ihm",
    ],
  },
  es: {
    timeOfDay: [
      "mañana", "mañanas", "madrugada", "mediodía", "tarde", "tardes", "noche", "noches", "anoche", "medianoche",
      "amanecer", "amanecía", "atardecer", "anochecer", "alba", "aurora", "crepúsculo", "ocaso", "nocturno",
      "nocturna",
    ],
    place: [
      "en", "a", "al", "sobre", "bajo", "debajo", "cerca", "dentro", "detrás", "delante", "encima", "entre",
      "junto", "frente", "enfrente", "fuera", "afuera", "adentro", "alrededor", "tras", "ante", "hacia",
      "arriba", "abajo", "lejos",
    ],
    // "él" must keep its accent to stay distinct from the article "el"; words
    // are never accent-folded for that reason.
    person: [
      "madre", "mamá", "padre", "papá", "padres", "hermano", "hermana", "hermanos", "hermanas", "amigo", "amiga",
      "amigos", "amigas", "novio", "novia", "hombre", "hombres", "mujer", "mujeres", "niño", "niña", "niños",
      "niñas", "hijo", "hija", "bebé", "maestro", "maestra", "profesor", "profesora", "médico", "doctor",
      "abuela", "abuelo", "tío", "tía", "primo", "prima", "esposo", "esposa", "marido", "vecino", "vecina",
      "desconocido", "desconocida", "jefe", "chico", "chica", "señor", "señora", "alguien", "nadie", "gente",
      "persona", "personas", "él", "ella", "ellos", "ellas",
    ],
  },
};

/**
 * Past forms that the suffix patterns cannot catch (irregular, too short, or
 * ambiguous enough to need a deliberate decision). Several common forms are
 * left out on purpose: they collide with frequent words of another language.
 * English "lit", "bit", "sent", "rose" and "left" are examples (French "lit",
 * "il sent", the noun "bit", "on the left"). So are French "mit", "fit", "dit"
 * (German "mit", English "fit", present "il dit") and Spanish "vine" (English noun).
 * Some collisions are kept because the past form is too important to drop:
 * English "was" is also German "what", German "war" and Spanish "era" are also
 * English nouns, and Spanish "vino" also means "wine".
 */
export const PAST_WORDS: Record<MemoryLanguage, string[]> = {
  en: [
    "was", "were", "went", "saw", "ran", "flew", "felt", "found", "came", "became", "had", "did", "said", "told",
    "took", "gave", "got", "made", "knew", "thought", "heard", "fell", "fought", "caught", "bought", "brought",
    "taught", "sought", "sat", "stood", "understood", "lost", "met", "held", "kept", "slept", "swam", "sang",
    "sank", "drank", "ate", "drove", "rode", "wrote", "spoke", "broke", "woke", "awoke", "chose", "froze",
    "stole", "hid", "fled", "bled", "bred", "led", "fed", "sped", "shook", "began", "won", "hung", "dug",
    "stuck", "struck", "swung", "threw", "grew", "drew", "blew", "wore", "tore", "spent", "built", "bent",
    "burnt", "dreamt", "learnt", "leapt", "crept", "wept", "swept", "knelt", "meant", "shot", "slid", "spun",
    "sprang", "lay", "could", "forgot", "agreed", "freed", "been", "gone", "seen", "done", "taken", "given",
    "fallen", "flown", "driven", "written", "eaten", "forgotten", "hidden", "broken", "spoken", "chosen",
    "woken", "known", "grown", "thrown", "drawn", "risen", "ridden", "begun", "swum", "sung", "frozen", "stolen",
  ],
  uk: [
    // Too short for the patterns (fewer than four letters) or with no -в/-л ending.
    "був", "мав", "дав", "пив", "бив", "мив", "лив", "шив", "жив", "чув", "їв", "з'їв", "з'їла", "з'їли", "сів",
    "вів", "ніс", "біг", "міг", "зміг", "ліг", "ріс", "віз", "втік", "утік", "зник", "приніс", "виріс",
    "допоміг", "помер", "вмер", "погас", "згас", "замерз", "ішов", "йшов",
    // Consonant + л endings, which the patterns skip because of nouns like скло, масло, світло.
    "несла", "несли", "везла", "везли", "росла", "росли", "виросла", "виросли", "зникла", "зникли", "зникло",
    "втекла", "втекли", "замерзла", "замерзли", "померла", "померли", "вмерла", "згасла", "згасло", "погасла",
    "погасло", "погасли", "повзла", "повзли",
  ],
  fr: [
    "était", "étais", "étaient", "étions", "étiez", "avait", "avais", "avaient", "fut", "fus", "furent", "eut",
    "eus", "eurent", "alla", "allai", "vit", "virent", "prit", "prirent", "vint", "vinrent", "courut", "tomba",
    "allé", "allée", "allés", "allées", "vu", "vus", "eu", "pu", "voulu", "venu", "venue", "venus", "devenu",
    "parti", "partis", "sorti", "tombé", "tombée", "couru", "trouvé", "rencontré", "réveillé", "réveillée",
    "descendu", "entendu", "attendu", "répondu", "vécu", "reçu", "aperçu", "connu", "disparu", "apparu",
    "dormi", "compris", "appris", "pris",
    // Imparfait of -irer verbs, which the -ait pattern skips to avoid conditionals (finirait, dirait).
    "tirait", "tiraient", "respirait", "admirait", "attirait", "désirait", "soupirait",
  ],
  // Weak preterites are listed in the singular; the plural (+n) is added at load time.
  de: [
    "war", "waren", "warst", "wurde", "wurden", "hatte", "ging", "gingen", "sah", "sahen", "lief", "liefen",
    "flog", "flogen", "kam", "kamen", "fiel", "fielen", "fand", "fanden", "standen", "saß", "saßen", "lag",
    "lagen", "sprach", "sprachen", "rief", "riefen", "schrie", "schrien", "trug", "trugen", "nahm", "nahmen",
    "gab", "gaben", "fuhr", "fuhren", "stieg", "stiegen", "sprang", "sprangen", "schwamm", "traf", "trafen",
    "hielt", "hielten", "blieb", "blieben", "schien", "erschien", "verschwand", "verschwanden", "begann",
    "zog", "zogen", "floh", "flohen", "trank", "sang", "schlief", "schliefen", "verlor", "vergaß", "bekam",
    "hing", "dachte", "wusste", "konnte", "wollte", "musste", "durfte", "brachte", "kannte", "rannte",
    "machte", "sagte", "fragte", "spielte", "suchte", "hörte", "lachte", "weinte", "wohnte", "öffnete",
    "wartete", "lebte", "merkte", "bemerkte", "erkannte", "folgte", "zeigte", "drehte", "flüsterte", "schaute",
    "zitterte", "tanzte", "kletterte", "versuchte", "versteckte", "landete", "erreichte", "erzählte",
    "umarmte", "küsste", "stürzte", "träumte", "wachte", "erwachte", "fühlte", "passierte",
    // Participles of inseparable verbs carry no ge- prefix.
    "verloren", "vergessen", "verschwunden", "bekommen", "besucht", "erzählt", "entdeckt", "erschrocken",
    "erreicht", "versteckt", "erkannt", "erlebt", "erwacht", "passiert", "begonnen", "verstanden", "versucht",
    "bemerkt", "erschienen", "entkommen", "zerbrochen", "verfolgt",
  ],
  es: [
    "fui", "fue", "fuimos", "fuiste", "fueron", "era", "eras", "éramos", "eran", "iba", "ibas", "íbamos", "iban",
    "estuve", "estuvo", "estuvimos", "estuvieron", "tuve", "tuvo", "hice", "hizo", "dije", "dijo", "dijeron",
    "pude", "pudo", "puse", "puso", "vino", "supe", "supo", "quise", "quiso", "anduve", "anduvo", "trajo",
    "trajeron", "vi", "vio", "vimos", "dio", "dieron", "hubo", "oí", "oyó", "leí", "caí", "huí", "reí", "quería",
    "querían",
    // Preterites whose -ité / -eé ending the -é pattern skips (French -ité nouns, French -ée words).
    "grité", "visité", "evité", "invité", "habité", "medité", "imité", "creé", "paseé", "peleé", "golpeé",
    "deseé",
  ],
};

/**
 * Suffix patterns, tested against one normalised token (lower case, `'` as the
 * only apostrophe, ß written as ss). Every pattern runs on every token, so
 * some exceptions in PAST_PATTERN_EXCEPTIONS are words of another language.
 */
export const PAST_PATTERNS: Record<MemoryLanguage, RegExp> = {
  // Regular -ed past, four letters or more. "-eed" is excluded because those
  // words are mostly present tense (need, feed, seed, bleed).
  en: /^(?=(?:[^\p{L}]*\p{L}){4})[a-z']*[a-df-z]ed$/u,
  // Past tense agrees in gender and number: masc -в, fem -ла, neut -ло, pl -ли,
  // plus the reflexive -ся/-сь. Ambiguous shapes are left out:
  //  - -ів, because it is also the very common genitive plural (друзів, котів),
  //    so it is only accepted on a few verb stems with an optional verb prefix;
  //  - -ол- (школа, коли, столи), which is almost never a verb;
  //  - consonant + л (скло, світло, масло), except the verb-only шл/гл endings.
  uk: /^(?:(?=(?:[^\p{L}]*\p{L}){4})[\p{L}']*?(?:[аяиу]в|[ій]шов|[аяиіуеї]л[аои]|[оіяеи]гл[аои]|[ій]шл[аои])|(?:по|при|за|ви|від|пере|на|про|роз|до|з|зі|с|під|об|у|в|над)?(?:лет|сид|хот|гор|вис|терп|шум|вм|ум|кип|свист|грим|скрип|дзвен|темн)ів)(?:ся|сь)?$/u,
  // Imparfait (-ait/-ais/-aient, five letters or more) and passé simple -èrent.
  // Endings after er/dr/rr/ir/f are skipped: those are conditionals
  // (serait, voudrait, pourrait, dirait) or -fait adjectives (parfait, satisfait).
  fr: /^(?:(?=(?:[^\p{L}]*\p{L}){5})[\p{L}']+(?<!er|dr|rr|ir|f)(?:ait|ais|aient)|\p{L}+èrent)$/u,
  // Participle ge…t / ge…en, optionally after a separable prefix (aufgewacht).
  // Abstract nouns in -heit/-keit/-schaft are excluded because they share the shape.
  de: /^(?:ab|an|auf|aus|bei|ein|fest|fort|her|hin|heraus|herein|herum|herunter|hinauf|hinaus|hinein|hinunter|los|mit|nach|um|vor|vorbei|weg|weiter|wieder|zu|zurück|zusammen)?ge\p{L}{2,}(?:t|en)(?<!heit|keit|schaft|heiten|keiten|schaften)$/u,
  // Imperfect -aba/-ía, preterite -é/-í/-ó/-aron/-ieron, four letters or more.
  // -ía is skipped after noun suffixes (-ería, -logía, -grafía…). -é is skipped in
  // -ée/-ité/-eté, so that French nouns such as soirée, cité and propreté stay out.
  // Because of the -é rule, French masculine participles (allé, tombé) also count,
  // which is intended.
  es: /^(?=(?:[^\p{L}]*\p{L}){4})\p{L}+(?:ab(?:a|as|ais|an)|ábamos|(?<!er|log|graf|nom|sof|fon|pat|arqu|metr)í(?:a|as|amos|ais|an)|í|ó|(?<![eé]|it|et)é|aron|ieron)$/u,
};

/** Tokens that the language's own pattern would wrongly accept. */
export const PAST_PATTERN_EXCEPTIONS: Record<MemoryLanguage, string[]> = {
  en: [
    "hatred", "hundred", "kindred", "sacred", "naked", "wicked", "rugged", "ragged", "crooked", "jagged",
    "wretched", "beloved", "shed", "sled", "bobsled", "seabed", "flowerbed", "deathbed", "sickbed", "hotbed",
    "waterbed", "bloodshed", "watershed", "infrared", "fred", "ahmed",
    // Other languages' words with an -ed ending.
    "pied", "pared", "usted", "merced",
  ],
  uk: [
    // Genitive plurals in -ав/-яв/-ив and names in -слав.
    "держав", "трав", "лав", "справ", "прав", "вистав", "застав", "страв", "заграв", "слав", "переправ", "забав",
    "канав", "заяв", "появ", "рукав", "удав", "ярослав", "станіслав", "владислав", "святослав", "мирослав",
    "в'ячеслав", "борислав", "богуслав", "ростислав", "вплив", "мотив", "залив", "прилив", "відлив", "розлив",
    "порив", "наплив", "злив", "зрив", "розрив", "нив", "слив", "олив", "див", "актив", "курсив", "позитив",
    "негатив",
    // Nouns, adjectives, adverbs and names that end like past-tense forms.
    "зала", "шкала", "хвала", "навала", "дзеркала", "покривала", "опудала", "генерала", "шакала", "мала",
    "мало", "немало", "замало", "чимало", "вдало", "невдало", "зухвало", "сало", "жало", "дзеркало",
    "покривало", "опудало", "забрало", "начало", "зали", "вокзали", "канали", "підвали", "журнали", "генерали",
    "сигнали", "метали", "кристали", "скандали", "карнавали", "бали", "шакали", "ідеали", "матеріали", "сила",
    "сили", "могила", "могили", "кобила", "кобили", "горила", "горили", "текила", "вила", "мила", "мило",
    "крила", "крило", "людмила", "данила", "данило", "гаврила", "гаврило", "кирила", "кирило", "гнила",
    "правила", "правило", "чорнила", "чорнило", "вітрила", "вітрило", "шило", "рило", "кадило", "тіло", "тіла",
    "діло", "діла", "біла", "біло", "ціла", "стріла", "стріли", "спіла", "сміло", "вміло", "акула", "акули",
    "фабула", "дуло", "села", "село", "весела", "весело", "невесело", "ангела", "ангели", "джерело", "помело",
  ],
  fr: [
    "jamais", "désormais", "mauvais", "français", "anglais", "palais", "marais", "épais", "relais", "délais",
    "balais", "rabais", "frais", "niais", "laquais", "japonais", "portugais", "irlandais", "écossais",
    "hollandais", "polonais", "néerlandais", "lyonnais", "marseillais", "connais", "reconnais", "parais",
    "apparais", "disparais", "plais", "connait", "reconnait", "parait", "apparait", "disparait", "plait",
    "souhait", "attrait", "trait", "portrait", "extrait", "retrait", "distrait", "abstrait",
    // Conditionals the lookbehind does not cover.
    "aurait", "aurais", "auraient", "saurait", "saurais", "sauraient", "devrait", "devrais", "devraient",
    "vivrait", "suivrait", "mettrait", "mettrais", "permettrait",
    // English words with an -ait ending.
    "await", "strait",
  ],
  de: [
    "gesicht", "gewicht", "gedicht", "gericht", "gebiet", "gebieten", "geschäft", "geschäften", "gestalt",
    "gestalten", "gewalt", "gehalt", "gebet", "gebot", "geburt", "gerät", "geräten", "gespenst", "gegenwart",
    "gedanken", "geschichten", "gedichten", "gerichten", "gesten", "gegenden", "gelten", "gehören", "gewinnen",
    "genießen", "gelingen", "gestehen", "gewöhnen", "gebrauchen", "gehorchen", "gewinnt", "gelingt", "gesteht",
    "angebot", "angesicht", "angestellten",
    // Words of other languages with the ge…en / ge…t shape.
    "gentlemen", "genet",
  ],
  es: [
    "acaba", "acaban", "acabas", "alaba", "graba", "graban", "traba", "haba", "habas", "baba",
    "día", "días", "tía", "tías", "vía", "vías", "guía", "guías", "maría", "lucía", "matías", "elías", "tobías",
    "policía", "policías", "tranvía", "todavía", "mediodía", "alegría", "fantasía", "fantasías", "energía",
    "compañía", "melodía", "sandía", "poesía", "armonía", "agonía", "manía", "mayoría", "categoría", "lejanía",
    "cercanía", "garantía", "travesía", "osadía", "cobardía", "valentía", "cirugía", "ironía", "utopía",
    "bahía", "judía", "aquí", "allí", "rubí", "esquí", "colibrí", "maniquí", "jabalí", "bisturí", "frenesí",
    "israelí", "iraní", "marroquí", "haití", "tahití", "maní", "dominó", "café", "bebé", "josé", "puré",
    "chalé", "comité", "consomé", "canapé", "corsé", "bidé", "baron",
    // French nouns caught by the -é rule.
    "marché", "côté", "fossé", "degré", "employé", "curé", "abbé", "santé", "bonté", "beauté", "fierté",
    "liberté", "clarté", "volonté", "fiancé", "cliché", "résumé",
    // French noun with the vosotros -abais ending.
    "rabais",
  ],
};

export const COMPOUND_PAST: Record<"fr" | "es", CompoundPastRule> = {
  fr: {
    auxiliaries: ["ai", "as", "a", "avons", "avez", "ont", "suis", "es", "est", "sommes", "êtes", "sont"],
    participles: [
      "été", "eu", "fait", "dit", "écrit", "mort", "né", "ouvert", "offert", "couvert", "découvert", "souffert",
      "peint", "craint", "atteint", "éteint", "joint", "su", "lu", "cru", "dû", "plu", "bu", "vu", "pu", "mis",
      "pris", "assis", "permis", "promis", "compris", "appris", "surpris", "conduit", "construit", "détruit",
      "produit", "traduit", "cuit", "fui", "ri", "souri", "menti", "parti", "sorti", "servi", "suivi", "réussi",
      "choisi", "fini", "rempli", "saisi", "grandi", "senti", "dormi", "venu", "revenu", "devenu", "tenu",
      "obtenu", "couru", "perdu", "rendu", "vendu", "entendu", "attendu", "descendu", "répondu", "battu",
      "connu", "reconnu", "voulu", "vécu", "reçu", "aperçu", "disparu", "apparu", "paru",
    ],
    participlePattern: /^\p{L}{2,}é(?:e|s|es)?$/u,
    skippable: [
      "pas", "plus", "jamais", "déjà", "soudain", "soudainement", "vite", "bien", "encore", "aussi", "tout",
      "toujours", "enfin", "alors", "même", "presque", "souvent", "vraiment",
    ],
  },
  es: {
    auxiliaries: ["he", "has", "ha", "hemos", "habéis", "han", "haber", "hube", "hubo"],
    participles: [
      "visto", "hecho", "dicho", "puesto", "muerto", "abierto", "escrito", "vuelto", "roto", "cubierto",
      "descubierto", "resuelto", "devuelto", "satisfecho", "frito", "impreso", "sido", "ido",
    ],
    participlePattern: /^\p{L}{2,}(?:ado|ada|ados|adas|ido|ida|idos|idas|ído|ída|ídos|ídas)$/u,
    skippable: [],
  },
};
