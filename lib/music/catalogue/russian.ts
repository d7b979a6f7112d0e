import { composer, works } from "./piece";

const TCHAIKOVSKY = composer("tchaikovsky", "Pyotr Ilyich Tchaikovsky", 1893, "Romantic");
const RACHMANINOFF = composer("rachmaninoff", "Sergei Rachmaninoff", 1943, "Late Romantic");
const MUSSORGSKY = composer("mussorgsky", "Modest Mussorgsky", 1881, "Romantic");
const RIMSKY_KORSAKOV = composer("rimsky-korsakov", "Nikolai Rimsky-Korsakov", 1908, "Romantic");
const BORODIN = composer("borodin", "Alexander Borodin", 1887, "Romantic");
const GLINKA = composer("glinka", "Mikhail Glinka", 1857, "Romantic");
const LYADOV = composer("lyadov", "Anatoly Lyadov", 1914, "Late Romantic");
const SCRIABIN = composer("scriabin", "Alexander Scriabin", 1915, "Late Romantic");

export const RUSSIAN = [
  ...works(TCHAIKOVSKY, [
    [
      "The Nutcracker: Dance of the Sugar Plum Fairy",
      "2:00",
      ["mysterious", "happy"],
      ["magic", "dance", "winter", "child"],
      "Ballet",
    ],
    ["The Nutcracker: Waltz of the Flowers", "7:00", ["happy", "peaceful"], ["garden", "dance"], "Ballet"],
    ["The Nutcracker: Russian Dance (Trepak)", "1:10", ["excited", "happy"], ["dance", "carnival"], "Ballet"],
    ["The Nutcracker: Waltz of the Snowflakes", "6:30", ["mysterious", "peaceful"], ["winter", "dance", "forest"], "Ballet"],
    ["The Nutcracker: Miniature Overture", "3:30", ["happy", "nostalgic"], ["child", "home"], "Ballet"],
    ["Swan Lake: Scene (Act II, No. 10)", "3:00", ["mysterious", "sad"], ["birds", "river", "magic", "night", "moon"], "Ballet"],
    ["Swan Lake: Dance of the Little Swans", "1:30", ["happy"], ["birds", "dance"], "Ballet"],
    ["The Sleeping Beauty: Waltz", "5:00", ["happy", "peaceful"], ["dance", "castle", "magic"], "Ballet"],
    ["Symphony No. 6 “Pathétique”: IV. Finale: Adagio lamentoso", "10:00", ["sad"], ["death"]],
    ["Symphony No. 6 “Pathétique”: III. Allegro molto vivace", "9:00", ["excited", "anxious", "angry"], ["war", "fire"]],
    ["1812 Overture, Op. 49", "15:30", ["excited", "happy"], ["war", "church"]],
    [
      "Piano Concerto No. 1 in B-flat minor, Op. 23: I. Allegro non troppo e molto maestoso",
      "21:00",
      ["excited", "happy"],
      ["mountain", "castle"],
    ],
    ["The Seasons, Op. 37a: June (Barcarolle)", "5:00", ["peaceful", "sad", "nostalgic"], ["sun", "river", "night"]],
    ["The Seasons, Op. 37a: October (Autumn Song)", "5:00", ["sad", "nostalgic"], ["autumn", "garden"]],
    ["Romeo and Juliet, Fantasy-Overture", "20:00", ["sad", "excited"], ["love", "death", "war"]],
    [
      "Violin Concerto in D major, Op. 35: III. Finale: Allegro vivacissimo",
      "10:00",
      ["excited", "happy"],
      ["dance", "carnival"],
    ],
    ["Serenade for Strings in C major, Op. 48: II. Valse", "4:00", ["happy", "peaceful"], ["dance"]],
    ["Marche slave, Op. 31", "10:00", ["anxious", "excited", "angry"], ["war", "church"]],
    ["Album for the Young, Op. 39: Old French Song", "1:40", ["nostalgic", "sad"], ["child", "home"]],
  ]),
  ...works(RACHMANINOFF, [
    ["Piano Concerto No. 2 in C minor, Op. 18: I. Moderato", "11:00", ["sad", "excited"], ["church", "storm"]],
    ["Piano Concerto No. 2 in C minor, Op. 18: II. Adagio sostenuto", "11:30", ["peaceful", "sad"], ["love", "night"]],
    ["Vocalise, Op. 34 No. 14", "6:30", ["sad", "peaceful"], ["sky", "love"]],
    ["Prelude in C-sharp minor, Op. 3 No. 2", "4:00", ["mysterious", "anxious", "sad", "frightened"], ["church", "death"]],
    ["Isle of the Dead, Op. 29", "20:00", ["mysterious", "sad", "frightened"], ["death", "sea", "journey"]],
    ["Symphony No. 2 in E minor, Op. 27: III. Adagio", "14:00", ["peaceful", "sad"], ["love", "night"]],
    [
      "Études-tableaux, Op. 39 No. 6 “Little Red Riding Hood”",
      "2:40",
      ["frightened", "anxious", "excited"],
      ["forest", "fear", "child"],
    ],
    ["Prelude in G minor, Op. 23 No. 5", "3:45", ["excited", "anxious", "angry"], ["war", "horse"]],
    ["Prelude in G major, Op. 32 No. 5", "3:00", ["peaceful"], ["river", "spring"]],
    ["All-Night Vigil, Op. 37: Bogoroditse Devo", "3:00", ["peaceful"], ["church"], "Choral"],
  ]),
  ...works(MUSSORGSKY, [
    [
      "Night on Bald Mountain",
      "11:00",
      ["frightened", "anxious", "mysterious", "excited"],
      ["night", "mountain", "ghost", "magic", "fear"],
    ],
    ["Pictures at an Exhibition: The Great Gate of Kiev", "5:30", ["happy", "excited"], ["church", "castle"]],
    [
      "Pictures at an Exhibition: The Hut on Hen's Legs (Baba Yaga)",
      "3:30",
      ["anxious", "excited", "mysterious", "frightened"],
      ["magic", "fear", "forest"],
    ],
    ["Pictures at an Exhibition: Promenade", "1:45", ["peaceful", "happy"], ["journey"]],
    ["Pictures at an Exhibition: Ballet of the Unhatched Chicks", "1:15", ["happy"], ["birds", "dance", "child"]],
    ["Pictures at an Exhibition: Catacombae", "2:00", ["mysterious", "sad", "frightened"], ["death", "ghost"]],
    ["Pictures at an Exhibition: The Old Castle", "4:30", ["sad", "mysterious"], ["castle", "night"]],
    ["Pictures at an Exhibition: Gnomus", "2:40", ["frightened", "confused", "mysterious"], ["magic", "fear"]],
  ]),
  ...works(RIMSKY_KORSAKOV, [
    [
      "The Tale of Tsar Saltan: Flight of the Bumblebee",
      "1:20",
      ["anxious", "excited", "confused"],
      ["flying", "fear", "garden"],
    ],
    ["Scheherazade, Op. 35: I. The Sea and Sinbad's Ship", "10:00", ["mysterious", "excited"], ["sea", "journey"]],
    ["Scheherazade, Op. 35: III. The Young Prince and the Young Princess", "10:00", ["peaceful", "happy"], ["love", "castle"]],
    [
      "Scheherazade, Op. 35: IV. Festival at Baghdad – The Sea – Shipwreck",
      "12:30",
      ["excited", "anxious"],
      ["sea", "storm", "dance", "journey"],
    ],
    ["Capriccio espagnol, Op. 34: V. Fandango asturiano", "3:30", ["excited", "happy"], ["dance", "sun"]],
    ["The Snow Maiden: Dance of the Tumblers", "4:00", ["excited", "happy"], ["dance", "spring", "carnival"]],
    ["Russian Easter Festival Overture, Op. 36", "15:00", ["excited", "mysterious"], ["church", "spring"]],
  ]),
  ...works(BORODIN, [
    ["Prince Igor: Polovtsian Dances", "13:00", ["excited", "happy"], ["dance", "war"]],
    ["In the Steppes of Central Asia", "7:00", ["peaceful", "mysterious"], ["journey", "horse"]],
    ["String Quartet No. 2 in D major: III. Notturno", "8:00", ["peaceful"], ["night", "love"]],
  ]),
  ...works(GLINKA, [
    ["Ruslan and Lyudmila: Overture", "5:00", ["excited", "happy"], ["magic", "castle"]],
    ["The Lark (arr. Balakirev)", "5:00", ["sad", "peaceful", "nostalgic"], ["birds", "sky"]],
  ]),
  ...works(LYADOV, [
    ["The Enchanted Lake, Op. 62", "7:00", ["mysterious", "peaceful"], ["river", "magic", "night", "forest"]],
    ["Kikimora, Op. 63", "7:00", ["mysterious", "anxious", "frightened"], ["magic", "forest", "ghost"]],
    ["Baba Yaga, Op. 56", "3:30", ["anxious", "excited", "frightened"], ["magic", "forest", "flying", "fear"]],
  ]),
  ...works(SCRIABIN, [
    ["Étude in C-sharp minor, Op. 2 No. 1", "3:00", ["sad", "mysterious"], ["night", "home"]],
    ["Étude in D-sharp minor, Op. 8 No. 12", "2:30", ["excited", "anxious", "angry"], ["storm", "fire"]],
    ["Vers la flamme, Op. 72", "6:00", ["mysterious", "anxious"], ["fire", "space"]],
  ]),
];
