// A shared dream seen by a signed-in visitor: the same page, in the signed-in shell.
export { default, generateMetadata } from "../../../../../(public)/(site)/dreams/share/[shareId]/page";
