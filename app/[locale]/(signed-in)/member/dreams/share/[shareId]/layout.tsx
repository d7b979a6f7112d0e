export { default } from "../../../../../(public)/(site)/dreams/share/[shareId]/layout";
