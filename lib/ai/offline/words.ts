// The words a dream repeats, for dreams in which no lexicon symbol was found.
// Only words of four letters or more count, so the stop lists need only the
// longer function words, auxiliaries and the vocabulary of telling a dream.
import { normalizeText, type Token } from "@/lib/text/normalize";

const MIN_LETTERS = 4;

const STOP_WORDS = new Set(
  [
    // English
    "that this these those with from then than there their them they were when what which while where have been being",
    "just like into onto about could would should some very much more most still also only even because after before",
    "again here over under down back through each other your yours mine ours something someone somebody anything",
    "everything nothing everyone anyone really suddenly felt feel feeling know knew think thought look looked looking",
    "went going came come said says told tell began seemed seem maybe perhaps around another always never ever",
    "didn't couldn't wasn't weren't don't doesn't can't won't i'm it's that's there's dream dreams dreamt dreamed dreaming",
    "last night woke wake awake remember remembered kind sort thing things time times",
    // Ukrainian
    "цей цього цьому цією цих який яка яке які якого якій яких коли тоді потім тому тобто також тільки лише дуже",
    "було була були буде бути його її їх їхній мене мені мною тебе тобі нами вони воно вона вони себе собі своє свій",
    "своя свої щось хтось нічого ніхто раптом ніби наче мабуть можливо знову після перед через біля поруч навіть",
    "весь вся все усе всі усі можу міг могла могли хотів хотіла знав знала думав думала бачив бачила сказав сказала",
    "снилося наснилося сниться сон сну сні снів сни прокинувся прокинулася пам'ятаю",
    // French
    "avec dans pour sans sous cette ces cet celui celle ceux elle elles nous vous leur leurs mais donc puis alors",
    "quand comme tout tous toute toutes très plus moins encore aussi même était étais étaient avait avais avaient",
    "suis sont être avoir fait faire quelque chose quelqu'un rien personne soudain vraiment peut-être après avant",
    "depuis pendant autour chez entre vers voilà rêve rêves rêvé rêvais souviens réveillé réveillée",
    // German
    "dass diese dieser dieses diesem diesen eine einer eines einem einen mein meine meinen meinem meiner sein seine",
    "ihre ihren ihrem ihrer wenn dann aber doch noch auch schon sehr mehr ganz immer wieder war waren hatte hatten",
    "habe haben wurde wurden konnte konnten wollte sollte nicht nichts etwas jemand alles alle plötzlich irgendwie",
    "vielleicht nach über unter durch gegen zwischen neben hinter irgendwo dort hier traum träume träumte geträumt",
    "erinnere aufgewacht",
    // Spanish
    "este esta estos estas ese esa esos esas aquel aquella como cuando donde pero porque para por entonces luego",
    "después antes todo toda todos todas muy más menos también solo sólo algo alguien nada nadie mientras había",
    "habían estaba estaban estaba era eran fue fueron tenía tenían hacia hasta desde sobre entre otra otro otros",
    "otras mismo misma quizás quizá entonces sueño sueños soñé soñaba desperté recuerdo",
  ]
    .join(" ")
    .split(/\s+/)
    .map(normalizeText),
);

export interface RecurringWord {
  /** As first written, unless an elision had to be removed ("l'escalier" gives "escalier"). */
  word: string;
  count: number;
}

/** Content words used at least twice, most frequent first (earliest first among equals). */
export function recurringWords(tokens: readonly Token[], limit = 3): RecurringWord[] {
  const counts = new Map<string, RecurringWord>();
  for (const token of tokens) {
    // Without a French elision: "l'escalier" counts as "escalier".
    const key = token.forms[token.forms.length - 1] ?? "";
    if ([...key].length < MIN_LETTERS || STOP_WORDS.has(key) || STOP_WORDS.has(token.forms[0] ?? "")) continue;
    const entry = counts.get(key);
    if (entry) entry.count++;
    else counts.set(key, { word: token.forms.length === 1 ? token.text : key, count: 1 });
  }
  // Map keeps insertion order, so a stable sort leaves equals in order of first use.
  return [...counts.values()]
    .filter(({ count }) => count >= 2)
    .sort((a, b) => b.count - a.count)
    .slice(0, limit);
}
