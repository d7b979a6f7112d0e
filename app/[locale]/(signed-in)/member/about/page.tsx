// /about for a signed-in visitor: the same page, in the signed-in shell.
export { default, generateMetadata } from "../../../(public)/(site)/about/page";
