// Stands in for @radix-ui/react-tooltip in the bundle (next.config.mjs,
// turbopack.resolveAlias). Radix Themes' <Theme> wraps every page in the
// tooltip's Provider, and importing it brings the tooltip's popper, floating
// layer and focus handling (about 12 KB gzip) to every page. DreamScape has no
// tooltips (a control is named by its label or aria-label, and `title` where a
// hint helps), so the Provider here only passes its children through; every
// other part fails loudly if a tooltip is ever drawn: remove the alias first.
import type { ReactNode } from "react";

export function TooltipProvider({ children }: { children?: ReactNode }) {
  return children;
}

function absent(): never {
  throw new Error("Radix tooltips are not bundled: remove the @radix-ui/react-tooltip alias in next.config.mjs to use one.");
}

export {
  TooltipProvider as Provider,
  absent as Root,
  absent as Tooltip,
  absent as Trigger,
  absent as TooltipTrigger,
  absent as Portal,
  absent as TooltipPortal,
  absent as Content,
  absent as TooltipContent,
  absent as Arrow,
  absent as TooltipArrow,
  absent as createTooltipScope,
};
