import { composer, works } from "./piece";

const ALBENIZ = composer("albeniz", "Isaac Albéniz", 1909, "Spanish classical");
const GRANADOS = composer("granados", "Enrique Granados", 1916, "Spanish classical");
const TARREGA = composer("tarrega", "Francisco Tárrega", 1909, "Classical guitar");
const SARASATE = composer("sarasate", "Pablo de Sarasate", 1908, "Romantic");
const FALLA = composer("falla", "Manuel de Falla", 1946, "Spanish classical");
const ELGAR = composer("elgar", "Edward Elgar", 1934, "Late Romantic");
const HOLST = composer("holst", "Gustav Holst", 1934, "Orchestral");
const DELIUS = composer("delius", "Frederick Delius", 1934, "Late Romantic");
const JOPLIN = composer("joplin", "Scott Joplin", 1917, "Ragtime");
const SOUSA = composer("sousa", "John Philip Sousa", 1932, "March");
const GERSHWIN = composer("gershwin", "George Gershwin", 1937, "American classical");
const FOSTER = composer("foster", "Stephen Foster", 1864, "Parlour song");

export const IBERIAN_ENGLISH_AND_AMERICAN = [
  ...works(ALBENIZ, [
    ["Suite española, Op. 47: Asturias (Leyenda)", "6:30", ["anxious", "excited", "mysterious"], ["mountain", "storm"]],
    ["Iberia, Book 3: El Albaicín", "8:00", ["mysterious"], ["night", "dance"]],
    ["España, Op. 165: II. Tango", "2:45", ["peaceful", "happy"], ["dance", "love"]],
  ]),
  ...works(GRANADOS, [
    ["Goyescas: Quejas, o la maja y el ruiseñor", "6:30", ["sad", "peaceful"], ["birds", "love", "night"]],
    ["Danzas españolas, Op. 37: No. 5 Andaluza", "4:30", ["mysterious", "sad"], ["dance", "sun"]],
    ["Danzas españolas, Op. 37: No. 2 Oriental", "4:30", ["sad", "mysterious"], ["dance", "night"]],
  ]),
  ...works(TARREGA, [
    ["Recuerdos de la Alhambra", "4:30", ["nostalgic", "peaceful", "sad"], ["castle", "river", "night"]],
    ["Lágrima", "2:00", ["sad"], ["death", "home"]],
  ]),
  ...works(SARASATE, [["Zigeunerweisen, Op. 20", "9:00", ["excited", "sad"], ["dance", "journey"]]]),
  ...works(FALLA, [["El amor brujo: Ritual Fire Dance", "4:00", ["excited", "mysterious"], ["fire", "magic", "dance", "ghost"]]]),
  ...works(ELGAR, [
    ["Enigma Variations, Op. 36: Variation IX “Nimrod”", "4:00", ["sad", "peaceful", "nostalgic"], ["sky", "death"]],
    ["Pomp and Circumstance March No. 1 in D major, Op. 39", "6:00", ["happy", "excited"], ["castle", "war"]],
    ["Salut d'amour, Op. 12", "3:00", ["happy", "peaceful", "nostalgic"], ["love"]],
    ["Cello Concerto in E minor, Op. 85: I. Adagio – Moderato", "8:00", ["sad"], ["war", "autumn"]],
  ]),
  ...works(HOLST, [
    ["The Planets, Op. 32: Mars, the Bringer of War", "7:00", ["angry", "anxious", "excited"], ["war", "space"]],
    ["The Planets, Op. 32: Venus, the Bringer of Peace", "8:00", ["peaceful"], ["space", "love"]],
    ["The Planets, Op. 32: Mercury, the Winged Messenger", "4:00", ["excited", "happy"], ["space", "flying"]],
    ["The Planets, Op. 32: Jupiter, the Bringer of Jollity", "7:45", ["happy", "excited"], ["space", "dance"]],
    ["The Planets, Op. 32: Saturn, the Bringer of Old Age", "9:00", ["sad", "mysterious", "nostalgic"], ["space", "death"]],
    ["The Planets, Op. 32: Uranus, the Magician", "6:00", ["mysterious", "excited", "confused"], ["space", "magic"]],
    ["The Planets, Op. 32: Neptune, the Mystic", "8:00", ["mysterious", "peaceful"], ["space", "sea", "sky"]],
  ]),
  ...works(DELIUS, [["On Hearing the First Cuckoo in Spring", "6:30", ["peaceful"], ["spring", "birds", "forest"]]]),
  ...works(JOPLIN, [
    ["The Entertainer", "4:00", ["happy", "nostalgic"], ["dance", "carnival"]],
    ["Maple Leaf Rag", "3:00", ["happy", "excited"], ["dance", "autumn"]],
  ]),
  ...works(SOUSA, [["The Stars and Stripes Forever", "3:30", ["happy", "excited"], ["war", "sky"]]]),
  ...works(GERSHWIN, [["Rhapsody in Blue", "16:30", ["happy", "excited"], ["journey", "dance"]]]),
  ...works(FOSTER, [["Beautiful Dreamer", "3:00", ["nostalgic", "peaceful"], ["love", "night"]]]),
];
