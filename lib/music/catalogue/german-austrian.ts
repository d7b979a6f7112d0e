import { composer, works } from "./piece";

const SCHUBERT = composer("schubert", "Franz Schubert", 1828, "Early Romantic");
const SCHUMANN = composer("schumann", "Robert Schumann", 1856, "Romantic");
const MENDELSSOHN = composer("mendelssohn", "Felix Mendelssohn", 1847, "Romantic");
const LISZT = composer("liszt", "Franz Liszt", 1886, "Romantic");
const BRAHMS = composer("brahms", "Johannes Brahms", 1897, "Romantic");
const WAGNER = composer("wagner", "Richard Wagner", 1883, "Opera");
const STRAUSS_II = composer("strauss-ii", "Johann Strauss II", 1899, "Viennese waltz");
const STRAUSS_I = composer("strauss-i", "Johann Strauss I", 1849, "March");
const HUMPERDINCK = composer("humperdinck", "Engelbert Humperdinck", 1921, "Opera");
const MAHLER = composer("mahler", "Gustav Mahler", 1911, "Late Romantic");
const R_STRAUSS = composer("r-strauss", "Richard Strauss", 1949, "Late Romantic");
const SCHOENBERG = composer("schoenberg", "Arnold Schoenberg", 1951, "Modern classical");

export const GERMAN_AND_AUSTRIAN = [
  ...works(SCHUBERT, [
    ["Ave Maria (Ellens dritter Gesang), D. 839", "6:00", ["peaceful", "sad"], ["church", "night"], "Art song"],
    ["Schwanengesang, D. 957: Ständchen (Serenade)", "4:00", ["sad", "peaceful"], ["night", "love", "birds"], "Art song"],
    [
      "Erlkönig, D. 328",
      "4:00",
      ["frightened", "anxious", "excited", "mysterious"],
      ["horse", "night", "forest", "fear", "child", "ghost"],
      "Art song",
    ],
    ["Die Forelle (The Trout), D. 550", "2:00", ["happy"], ["river"], "Art song"],
    ["Impromptu in G-flat major, D. 899 No. 3", "6:00", ["peaceful"], ["river", "night"]],
    ["Symphony No. 8 in B minor “Unfinished”, D. 759: I. Allegro moderato", "14:00", ["mysterious", "sad"], ["forest", "night"]],
    ["String Quintet in C major, D. 956: II. Adagio", "14:00", ["sad", "peaceful"], ["death", "sky"]],
    ["String Quartet No. 14 “Death and the Maiden”, D. 810: II. Andante con moto", "13:00", ["sad", "mysterious"], ["death"]],
    ["Gretchen am Spinnrade, D. 118", "3:30", ["anxious", "sad"], ["love", "home"], "Art song"],
    [
      "Winterreise, D. 911: Der Lindenbaum",
      "4:45",
      ["nostalgic", "sad", "peaceful"],
      ["winter", "forest", "journey"],
      "Art song",
    ],
    ["Winterreise, D. 911: Gute Nacht", "5:30", ["sad"], ["winter", "night", "journey", "love"], "Art song"],
    ["Marche militaire No. 1 in D major, D. 733", "5:00", ["happy", "excited"], ["war", "horse"]],
    [
      "Schwanengesang, D. 957: Der Doppelgänger",
      "4:00",
      ["frightened", "sad", "mysterious"],
      ["night", "ghost", "love"],
      "Art song",
    ],
  ]),
  ...works(SCHUMANN, [
    ["Kinderszenen, Op. 15: Träumerei", "2:45", ["peaceful", "nostalgic"], ["child", "night"]],
    ["Kinderszenen, Op. 15: Von fremden Ländern und Menschen", "1:30", ["peaceful", "happy", "nostalgic"], ["child", "journey"]],
    ["Myrthen, Op. 25: Widmung", "2:20", ["happy"], ["love"], "Art song"],
    ["Waldszenen, Op. 82: Vogel als Prophet", "3:00", ["mysterious", "confused"], ["forest", "birds", "magic"]],
    ["Carnaval, Op. 9: Préambule", "2:30", ["happy", "excited"], ["carnival", "dance"]],
    ["Fantasiestücke, Op. 12: Aufschwung", "3:20", ["excited", "anxious"], ["flying", "wind"]],
  ]),
  ...works(MENDELSSOHN, [
    ["A Midsummer Night's Dream, Op. 61: Wedding March", "5:00", ["happy", "excited"], ["love", "castle"]],
    ["A Midsummer Night's Dream, Op. 21: Overture", "12:00", ["mysterious", "happy", "confused"], ["magic", "night", "forest"]],
    ["A Midsummer Night's Dream, Op. 61: Scherzo", "4:45", ["excited", "mysterious"], ["magic", "forest", "flying"]],
    ["The Hebrides (Fingal's Cave), Op. 26", "10:00", ["mysterious", "peaceful"], ["sea", "wind", "journey"]],
    ["Songs Without Words, Op. 62 No. 6 “Spring Song”", "2:30", ["happy", "peaceful"], ["spring", "garden"]],
    ["Violin Concerto in E minor, Op. 64: I. Allegro molto appassionato", "12:30", ["excited", "anxious"], ["storm", "love"]],
    ["Symphony No. 4 in A major “Italian”, Op. 90: I. Allegro vivace", "10:00", ["happy", "excited"], ["sun", "journey"]],
    ["Songs Without Words, Op. 30 No. 6 “Venetian Boat Song”", "2:45", ["peaceful", "sad"], ["river", "night", "journey"]],
  ]),
  ...works(LISZT, [
    ["Liebestraum No. 3 in A-flat major, S. 541", "4:30", ["peaceful", "happy"], ["love", "night"]],
    ["Grandes études de Paganini, S. 141: No. 3 “La Campanella”", "5:00", ["excited", "mysterious"], ["church", "magic"]],
    ["Hungarian Rhapsody No. 2, S. 244", "10:00", ["excited", "happy"], ["dance", "carnival"]],
    ["Consolation No. 3 in D-flat major, S. 172", "4:30", ["peaceful"], ["night", "church"]],
    ["Mephisto Waltz No. 1, S. 514", "11:00", ["excited", "mysterious", "anxious"], ["dance", "ghost", "magic"]],
    ["Totentanz, S. 126", "15:00", ["anxious", "mysterious", "frightened"], ["death", "dance", "ghost"]],
    ["Trois études de concert, S. 144: No. 3 “Un sospiro”", "5:30", ["peaceful", "mysterious"], ["river", "love"]],
    ["Nuages gris, S. 199", "3:00", ["confused", "mysterious", "sad"], ["sky", "storm"]],
  ]),
  ...works(BRAHMS, [
    ["Wiegenlied (Lullaby), Op. 49 No. 4", "2:00", ["peaceful"], ["child", "night"], "Art song"],
    ["Hungarian Dance No. 5 in G minor", "2:30", ["excited", "happy"], ["dance"]],
    ["Intermezzo in A major, Op. 118 No. 2", "5:30", ["peaceful", "sad", "nostalgic"], ["love", "home"]],
    ["Symphony No. 3 in F major, Op. 90: III. Poco allegretto", "6:00", ["sad", "peaceful", "nostalgic"], ["love", "autumn"]],
    [
      "Ein deutsches Requiem, Op. 45: II. Denn alles Fleisch, es ist wie Gras",
      "14:30",
      ["sad", "mysterious"],
      ["death", "church", "garden"],
      "Choral",
    ],
    ["Piano Concerto No. 1 in D minor, Op. 15: I. Maestoso", "22:00", ["angry", "anxious", "sad"], ["storm", "death"]],
  ]),
  ...works(WAGNER, [
    ["Die Walküre: Ride of the Valkyries", "5:00", ["excited", "anxious", "angry"], ["horse", "war", "flying", "storm"]],
    ["Tristan und Isolde: Prelude", "10:30", ["mysterious", "sad"], ["love", "death", "sea"]],
    ["Lohengrin: Prelude to Act III", "3:00", ["excited", "happy"], ["castle", "love"]],
    ["Lohengrin: Bridal Chorus", "4:30", ["happy", "peaceful"], ["love", "church"]],
    ["Siegfried Idyll", "18:00", ["peaceful"], ["child", "love", "birds", "home"], "Romantic"],
    ["Das Rheingold: Prelude", "4:30", ["mysterious", "peaceful"], ["river", "dawn"]],
    ["Die Walküre: Magic Fire Music", "5:00", ["mysterious", "peaceful"], ["fire", "magic", "mountain"]],
  ]),
  ...works(STRAUSS_II, [
    ["The Blue Danube, Op. 314", "10:00", ["happy", "peaceful"], ["river", "dance"]],
    ["Tales from the Vienna Woods, Op. 325", "12:00", ["happy"], ["forest", "dance"]],
    ["Die Fledermaus: Overture", "8:30", ["happy", "excited", "confused"], ["dance", "carnival", "night"], "Operetta"],
    ["Voices of Spring, Op. 410", "6:30", ["happy"], ["spring", "birds"]],
  ]),
  ...works(STRAUSS_I, [["Radetzky March, Op. 228", "3:00", ["happy", "excited"], ["war", "horse"]]]),
  ...works(HUMPERDINCK, [
    ["Hänsel und Gretel: Evening Prayer", "3:30", ["peaceful"], ["child", "forest", "church", "night"]],
    [
      "Hänsel und Gretel: Der Hexenritt (The Witch's Ride)",
      "3:30",
      ["frightened", "excited", "mysterious"],
      ["magic", "flying", "forest"],
    ],
  ]),
  ...works(MAHLER, [
    ["Symphony No. 5: IV. Adagietto", "10:00", ["peaceful", "sad"], ["love"]],
    ["Symphony No. 1 “Titan”: III. Feierlich und gemessen", "10:30", ["mysterious", "sad"], ["death", "forest"]],
    [
      "Symphony No. 1 “Titan”: I. Langsam, schleppend",
      "16:00",
      ["peaceful", "mysterious"],
      ["dawn", "forest", "birds", "spring"],
    ],
    ["Kindertotenlieder: Nun will die Sonn' so hell aufgehn", "5:30", ["sad"], ["death", "child", "sun"], "Art song"],
    ["Rückert-Lieder: Ich bin der Welt abhanden gekommen", "6:30", ["peaceful", "sad"], ["sky", "love"], "Art song"],
  ]),
  ...works(R_STRAUSS, [
    ["Also sprach Zarathustra, Op. 30: Introduction (Sunrise)", "1:45", ["excited", "mysterious"], ["dawn", "sun", "space"]],
    ["Morgen!, Op. 27 No. 4", "3:45", ["peaceful"], ["dawn", "sun", "sea", "love"], "Art song"],
  ]),
  // Published in 1914, before the US cut-off of 1930.
  ...works(SCHOENBERG, [["Pierrot lunaire, Op. 21: I. Mondestrunken", "1:45", ["confused", "mysterious"], ["moon", "night"]]]),
];
