// A tag's name as shown and its identity ("Flying", "flying " and "FLYING"
// are one tag, shown as first written): the one text normalisation's.
export { displayTag, tagKey } from "@/lib/text/normalize";
