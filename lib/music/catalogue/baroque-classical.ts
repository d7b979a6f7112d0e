import { composer, works } from "./piece";

const BACH = composer("bach", "Johann Sebastian Bach", 1750, "Baroque");
const VIVALDI = composer("vivaldi", "Antonio Vivaldi", 1741, "Baroque");
const HANDEL = composer("handel", "George Frideric Handel", 1759, "Baroque");
const PURCELL = composer("purcell", "Henry Purcell", 1695, "Baroque");
const PERGOLESI = composer("pergolesi", "Giovanni Battista Pergolesi", 1736, "Baroque");
const PACHELBEL = composer("pachelbel", "Johann Pachelbel", 1706, "Baroque");
const CLARKE = composer("clarke", "Jeremiah Clarke", 1707, "Baroque");
const COUPERIN = composer("couperin", "François Couperin", 1733, "Baroque");
const RAMEAU = composer("rameau", "Jean-Philippe Rameau", 1764, "Baroque");
const SCARLATTI = composer("scarlatti", "Domenico Scarlatti", 1757, "Baroque");
const MOZART = composer("mozart", "Wolfgang Amadeus Mozart", 1791, "Classical");
const HAYDN = composer("haydn", "Joseph Haydn", 1809, "Classical");
const BOCCHERINI = composer("boccherini", "Luigi Boccherini", 1805, "Classical");
const BEETHOVEN = composer("beethoven", "Ludwig van Beethoven", 1827, "Classical");

export const BAROQUE_AND_CLASSICAL = [
  ...works(BACH, [
    ["Air on the G String (Orchestral Suite No. 3, BWV 1068)", "5:10", ["peaceful", "sad"], ["church", "sky"]],
    ["Prelude in C major, BWV 846", "2:20", ["peaceful"], ["dawn", "child"]],
    ["Cello Suite No. 1 in G major, BWV 1007: Prélude", "2:30", ["peaceful", "happy"], ["river", "journey"]],
    [
      "Toccata and Fugue in D minor, BWV 565",
      "9:00",
      ["mysterious", "anxious", "frightened"],
      ["church", "storm", "ghost"],
      "Organ",
    ],
    ["Jesu, Joy of Man's Desiring, BWV 147", "3:30", ["peaceful", "happy"], ["church", "dawn"], "Choral"],
    ["Brandenburg Concerto No. 3 in G major, BWV 1048: I. Allegro", "5:50", ["happy", "excited"], ["dance", "sun"]],
    ["Goldberg Variations, BWV 988: Aria", "4:00", ["peaceful", "sad"], ["night", "moon"]],
    ["Sheep May Safely Graze, BWV 208", "5:00", ["peaceful"], ["garden", "home"]],
    ["Orchestral Suite No. 2 in B minor, BWV 1067: Badinerie", "1:30", ["happy", "excited"], ["dance", "birds", "flying"]],
    ["St Matthew Passion, BWV 244: Erbarme dich", "7:00", ["sad"], ["church", "death"], "Choral"],
    ["Concerto for Two Violins in D minor, BWV 1043: II. Largo ma non tanto", "6:45", ["peaceful", "sad"], ["love", "river"]],
    ["Little Fugue in G minor, BWV 578", "4:00", ["mysterious", "anxious"], ["church", "fear"], "Organ"],
    ["Mass in B minor, BWV 232: Kyrie eleison", "10:30", ["sad", "mysterious"], ["church"], "Choral"],
  ]),
  ...works(VIVALDI, [
    ["The Four Seasons, Spring, RV 269: I. Allegro", "3:30", ["happy", "excited"], ["spring", "birds", "garden"]],
    ["The Four Seasons, Summer, RV 315: III. Presto", "2:45", ["excited", "anxious", "angry"], ["storm", "sun", "rain"]],
    ["The Four Seasons, Autumn, RV 293: I. Allegro", "5:00", ["happy"], ["autumn", "dance"]],
    ["The Four Seasons, Winter, RV 297: I. Allegro non molto", "3:30", ["anxious", "excited"], ["winter", "wind"]],
    ["The Four Seasons, Winter, RV 297: II. Largo", "2:00", ["peaceful"], ["winter", "fire", "rain", "home"]],
    ["Gloria in D major, RV 589: I. Gloria in excelsis Deo", "2:30", ["happy", "excited"], ["church"], "Choral"],
  ]),
  ...works(HANDEL, [
    ["Water Music, Suite No. 2 in D major, HWV 349: Alla Hornpipe", "3:30", ["happy", "excited"], ["river", "dance", "journey"]],
    ["Music for the Royal Fireworks, HWV 351: La Réjouissance", "2:10", ["happy", "excited"], ["fire", "castle"]],
    ["Messiah, HWV 56: Hallelujah", "3:50", ["happy", "excited"], ["church"], "Choral"],
    ["Messiah, HWV 56: Pifa (Pastoral Symphony)", "3:00", ["peaceful"], ["night", "sky"]],
    ["Keyboard Suite in D minor, HWV 437: Sarabande", "4:00", ["sad", "mysterious"], ["death", "castle"]],
    ["Solomon, HWV 67: The Arrival of the Queen of Sheba", "3:00", ["happy", "excited"], ["castle", "journey"]],
    ["Serse, HWV 40: Ombra mai fù", "3:30", ["peaceful"], ["forest", "garden"], "Opera"],
    ["Rinaldo, HWV 7: Lascia ch'io pianga", "4:30", ["sad"], ["love", "castle"], "Opera"],
  ]),
  ...works(PURCELL, [
    ["Dido and Aeneas: When I Am Laid in Earth (Dido's Lament)", "4:00", ["sad"], ["death", "love", "sea"], "Opera"],
    ["Music for the Funeral of Queen Mary: March", "2:00", ["sad", "mysterious"], ["death", "castle"]],
    ["King Arthur: What Power Art Thou (Cold Song)", "3:30", ["mysterious", "sad", "anxious"], ["winter", "magic"], "Opera"],
  ]),
  ...works(PERGOLESI, [["Stabat Mater: I. Stabat Mater dolorosa", "4:30", ["sad"], ["church", "death"], "Choral"]]),
  ...works(PACHELBEL, [["Canon in D major", "5:00", ["peaceful", "happy"], ["love", "river"]]]),
  ...works(CLARKE, [["Prince of Denmark's March (Trumpet Voluntary)", "3:00", ["happy", "excited"], ["castle", "love"]]]),
  ...works(COUPERIN, [["Les Barricades Mystérieuses", "2:30", ["mysterious", "peaceful"], ["magic", "garden"]]]),
  ...works(RAMEAU, [["Le Rappel des Oiseaux", "4:00", ["happy"], ["birds", "forest"]]]),
  ...works(SCARLATTI, [["Sonata in D minor, K. 141", "4:00", ["excited", "anxious", "angry"], ["fire", "dance"]]]),
  ...works(MOZART, [
    ["Eine kleine Nachtmusik, K. 525: I. Allegro", "5:45", ["happy", "excited"], ["night", "dance"]],
    ["Piano Concerto No. 21 in C major, K. 467: II. Andante", "7:00", ["peaceful"], ["love", "dawn"]],
    ["Requiem in D minor, K. 626: Lacrimosa", "3:10", ["sad", "mysterious"], ["death", "church"], "Choral"],
    ["Requiem in D minor, K. 626: Dies irae", "1:50", ["angry", "anxious", "excited"], ["death", "fear", "storm"], "Choral"],
    ["Symphony No. 40 in G minor, K. 550: I. Molto allegro", "8:00", ["anxious", "excited"], ["fear", "wind"]],
    ["Piano Sonata No. 11 in A major, K. 331: III. Rondo alla Turca", "3:30", ["happy", "excited"], ["dance", "war"]],
    [
      "The Magic Flute, K. 620: Der Hölle Rache (Queen of the Night Aria)",
      "3:00",
      ["angry", "excited", "anxious", "mysterious"],
      ["night", "magic", "castle"],
      "Opera",
    ],
    ["Clarinet Concerto in A major, K. 622: II. Adagio", "7:30", ["peaceful", "sad"], ["sky", "love"]],
    ["Ave verum corpus, K. 618", "3:00", ["peaceful"], ["church"], "Choral"],
    ["Piano Sonata No. 16 in C major, K. 545: I. Allegro", "4:00", ["happy"], ["child", "spring"]],
    [
      "Twelve Variations on “Ah vous dirai-je, Maman”, K. 265",
      "12:00",
      ["happy", "peaceful", "nostalgic"],
      ["sky", "child", "night"],
    ],
    ["The Marriage of Figaro, K. 492: Overture", "4:15", ["happy", "excited", "confused"], ["love", "castle"], "Opera"],
    ["Symphony No. 41 in C major “Jupiter”, K. 551: IV. Molto allegro", "11:00", ["happy", "excited"], ["space", "sky"]],
    ["A Musical Joke, K. 522: IV. Presto", "4:00", ["confused", "happy"], ["carnival", "dance"]],
  ]),
  ...works(HAYDN, [
    ["Symphony No. 94 in G major “Surprise”: II. Andante", "6:00", ["happy", "peaceful"], ["child", "home"]],
    ["The Creation: The Heavens Are Telling", "4:10", ["happy", "excited"], ["sky", "church", "space"], "Choral"],
    ["String Quartet in C major, Op. 76 No. 3 “Emperor”: II. Poco adagio, cantabile", "7:30", ["peaceful"], ["home", "castle"]],
  ]),
  ...works(BOCCHERINI, [
    ["String Quintet in E major, Op. 11 No. 5: III. Minuetto", "3:30", ["happy", "peaceful"], ["dance", "castle"]],
  ]),
  ...works(BEETHOVEN, [
    ["Piano Sonata No. 14 “Moonlight”: I. Adagio sostenuto", "5:50", ["sad", "mysterious", "peaceful"], ["moon", "night"]],
    ["Piano Sonata No. 14 “Moonlight”: III. Presto agitato", "7:00", ["anxious", "excited"], ["storm", "night", "fear"]],
    ["Für Elise, WoO 59", "3:00", ["peaceful", "sad"], ["love", "child"]],
    ["Symphony No. 5 in C minor, Op. 67: I. Allegro con brio", "7:20", ["anxious", "excited", "angry"], ["fear", "storm"]],
    [
      "Symphony No. 6 “Pastoral”: I. Awakening of Cheerful Feelings on Arrival in the Country",
      "11:30",
      ["happy", "peaceful"],
      ["spring", "garden", "journey"],
    ],
    ["Symphony No. 6 “Pastoral”: II. Scene by the Brook", "12:30", ["peaceful"], ["river", "birds", "forest"]],
    ["Symphony No. 6 “Pastoral”: IV. Thunderstorm", "3:40", ["anxious", "excited"], ["storm", "rain", "wind"]],
    ["Symphony No. 7 in A major, Op. 92: II. Allegretto", "8:00", ["sad", "mysterious"], ["death", "journey"]],
    ["Symphony No. 7 in A major, Op. 92: IV. Allegro con brio", "8:30", ["excited", "happy"], ["dance", "fire"]],
    ["Symphony No. 9 in D minor, Op. 125: IV. Finale (Ode to Joy)", "24:00", ["happy", "excited"], ["church", "sky"]],
    ["Piano Sonata No. 8 “Pathétique”: II. Adagio cantabile", "5:00", ["peaceful", "sad"], ["love", "night"]],
    [
      "Piano Sonata No. 23 “Appassionata”: III. Allegro ma non troppo",
      "8:00",
      ["anxious", "excited", "angry"],
      ["storm", "fire"],
    ],
    ["Piano Sonata No. 17 “Tempest”: III. Allegretto", "6:30", ["anxious", "mysterious"], ["storm", "wind", "sea"]],
    ["Piano Concerto No. 5 “Emperor”: II. Adagio un poco mosso", "8:00", ["peaceful"], ["night", "castle"]],
    ["Coriolan Overture, Op. 62", "8:00", ["angry", "anxious"], ["war", "death"]],
    ["Rondo a capriccio, Op. 129 “Rage over a Lost Penny”", "6:00", ["angry", "happy", "excited"], ["dance", "home"]],
  ]),
];
