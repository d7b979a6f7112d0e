/** The product name, for titles on the server and in the browser. */
export const PRODUCT = "DreamScape";
