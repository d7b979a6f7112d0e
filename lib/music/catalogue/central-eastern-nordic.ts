import { composer, works } from "./piece";

const CHOPIN = composer("chopin", "Frédéric Chopin", 1849, "Romantic");
const DVORAK = composer("dvorak", "Antonín Dvořák", 1904, "Romantic");
const SMETANA = composer("smetana", "Bedřich Smetana", 1884, "Romantic");
const GRIEG = composer("grieg", "Edvard Grieg", 1907, "Romantic");
const LYSENKO = composer("lysenko", "Mykola Lysenko", 1912, "Ukrainian classical");
const LEONTOVYCH = composer("leontovych", "Mykola Leontovych", 1921, "Choral");
const BARTOK = composer("bartok", "Béla Bartók", 1945, "Modern classical");

export const CENTRAL_EASTERN_AND_NORDIC = [
  ...works(CHOPIN, [
    ["Nocturne in E-flat major, Op. 9 No. 2", "4:30", ["peaceful", "sad"], ["night", "love"]],
    ["Nocturne in C-sharp minor, B. 49 (Lento con gran espressione)", "4:00", ["sad", "mysterious"], ["night", "death"]],
    ["Nocturne in C minor, Op. 48 No. 1", "6:00", ["sad", "mysterious"], ["night", "church"]],
    ["Prelude in E minor, Op. 28 No. 4", "2:10", ["sad"], ["death", "rain"]],
    ["Prelude in D-flat major, Op. 28 No. 15 “Raindrop”", "5:30", ["peaceful", "sad", "mysterious"], ["rain", "home"]],
    ["Piano Sonata No. 2 in B-flat minor, Op. 35: III. Marche funèbre", "9:00", ["sad", "mysterious"], ["death"]],
    ["Étude in C minor, Op. 10 No. 12 “Revolutionary”", "2:45", ["angry", "anxious", "excited"], ["war", "storm"]],
    ["Étude in A minor, Op. 25 No. 11 “Winter Wind”", "3:45", ["anxious", "excited"], ["winter", "wind", "storm"]],
    ["Étude in E major, Op. 10 No. 3 “Tristesse”", "4:00", ["sad", "peaceful", "nostalgic"], ["love", "home"]],
    ["Fantaisie-Impromptu in C-sharp minor, Op. 66", "5:00", ["anxious", "excited"], ["wind", "love"]],
    ["Grande valse brillante in E-flat major, Op. 18", "5:30", ["happy", "excited"], ["dance", "castle"]],
    ["Waltz in D-flat major, Op. 64 No. 1 “Minute Waltz”", "1:50", ["happy", "excited"], ["dance", "carnival"]],
    ["Waltz in A minor, B. 150", "2:30", ["sad", "peaceful", "nostalgic"], ["dance", "home"]],
    ["Polonaise in A-flat major, Op. 53 “Heroic”", "7:00", ["excited", "happy"], ["war", "dance", "horse"]],
    ["Ballade No. 1 in G minor, Op. 23", "9:30", ["mysterious", "anxious", "sad"], ["journey", "storm"]],
    ["Berceuse in D-flat major, Op. 57", "4:30", ["peaceful"], ["child", "night"]],
    ["Prelude in A minor, Op. 28 No. 2", "2:20", ["confused", "sad", "mysterious"], ["death", "journey"]],
    ["Scherzo No. 1 in B minor, Op. 20", "9:30", ["angry", "anxious", "excited"], ["storm", "night"]],
  ]),
  ...works(DVORAK, [
    ["Symphony No. 9 “From the New World”: II. Largo", "12:00", ["peaceful", "sad", "nostalgic"], ["home", "journey", "night"]],
    ["Symphony No. 9 “From the New World”: IV. Allegro con fuoco", "11:00", ["excited", "anxious", "angry"], ["fire", "journey"]],
    ["Rusalka: Song to the Moon", "6:00", ["peaceful", "sad"], ["moon", "love", "night", "river", "magic"], "Opera"],
    ["Humoresque in G-flat major, Op. 101 No. 7", "3:00", ["happy", "nostalgic"], ["journey", "dance"]],
    ["Slavonic Dance in G minor, Op. 46 No. 8", "4:00", ["excited", "happy"], ["dance"]],
    ["Slavonic Dance in E minor, Op. 72 No. 2", "5:00", ["sad", "nostalgic", "peaceful"], ["dance", "home"]],
    ["Gypsy Songs, Op. 55: Songs My Mother Taught Me", "2:30", ["nostalgic", "sad", "peaceful"], ["home", "child"], "Art song"],
    ["Serenade for Strings in E major, Op. 22: I. Moderato", "4:30", ["peaceful"], ["spring", "garden"]],
    ["The Noon Witch, Op. 108", "13:00", ["frightened", "anxious"], ["child", "magic", "home"]],
  ]),
  ...works(SMETANA, [["Má vlast: Vltava (The Moldau)", "12:00", ["peaceful", "happy"], ["river", "forest", "journey"]]]),
  ...works(GRIEG, [
    ["Peer Gynt Suite No. 1: Morning Mood", "4:00", ["peaceful", "happy"], ["dawn", "sun"]],
    [
      "Peer Gynt Suite No. 1: In the Hall of the Mountain King",
      "2:30",
      ["anxious", "excited", "mysterious", "frightened"],
      ["mountain", "fear", "castle", "magic"],
    ],
    ["Peer Gynt Suite No. 1: The Death of Åse", "4:30", ["sad"], ["death", "home"]],
    ["Peer Gynt Suite No. 1: Anitra's Dance", "3:30", ["mysterious", "happy"], ["dance"]],
    ["Peer Gynt Suite No. 2: Solveig's Song", "5:00", ["sad", "peaceful", "nostalgic"], ["love", "winter", "home"]],
    ["Piano Concerto in A minor, Op. 16: I. Allegro molto moderato", "13:00", ["excited", "mysterious"], ["mountain", "sea"]],
    ["Lyric Pieces, Op. 43 No. 6: To Spring", "3:00", ["happy", "peaceful"], ["spring"]],
    ["Lyric Pieces, Op. 43 No. 1: Butterfly", "1:45", ["happy"], ["garden", "spring", "flying"]],
    ["Lyric Pieces, Op. 71 No. 3: Puck", "1:45", ["mysterious", "excited", "confused"], ["magic", "forest"]],
    ["Lyric Pieces, Op. 54 No. 3: March of the Trolls", "3:00", ["mysterious", "anxious", "frightened"], ["magic", "mountain"]],
    ["Lyric Pieces, Op. 65 No. 6: Wedding Day at Troldhaugen", "6:30", ["happy"], ["love", "dance", "home"]],
    ["Holberg Suite, Op. 40: I. Praeludium", "3:00", ["happy", "excited"], ["dance", "spring"]],
    ["Lyric Pieces, Op. 57 No. 6: Homesickness", "4:30", ["nostalgic", "sad"], ["home", "journey"]],
    ["Lyric Pieces, Op. 71 No. 7: Remembrances", "2:30", ["nostalgic", "peaceful"], ["home", "love"]],
  ]),
  ...works(LYSENKO, [
    ["Prayer for Ukraine (Bozhe velykyi, yedynyi)", "3:00", ["peaceful", "sad"], ["church", "home"], "Choral"],
    ["Taras Bulba: Overture", "8:00", ["excited", "anxious", "angry"], ["war", "horse"], "Opera"],
    ["Rhapsody on Ukrainian Themes No. 2 “Dumka-Shumka”, Op. 18", "9:00", ["sad", "excited"], ["dance", "home"]],
    ["Natalka Poltavka: Viiut vitry (The Winds Are Blowing)", "3:30", ["sad"], ["wind", "love"], "Opera"],
  ]),
  ...works(LEONTOVYCH, [
    ["Shchedryk (Carol of the Bells)", "1:20", ["happy", "mysterious"], ["birds", "spring", "church"]],
    ["Dudaryk", "2:00", ["happy"], ["child", "dance"]],
    ["Shum", "2:00", ["happy", "excited"], ["forest", "dance"]],
    ["Mala maty odnu dochku", "3:00", ["sad", "nostalgic"], ["home", "journey"]],
  ]),
  // Published in 1918, before the US cut-off of 1930.
  ...works(BARTOK, [["Allegro barbaro, Sz. 49", "2:40", ["angry", "excited"], ["dance", "fire"]]]),
];
