import "server-only";
import { symbolHref, type SpriteName } from "@/lib/icons/sprite";

interface Props {
  name: SpriteName;
  size?: number;
  className?: string;
}

/** A decorative icon from /icons.svg, for server components: a reference, not its paths (see lib/icons/sprite.ts). */
export function SpriteIcon({ name, size = 15, className }: Props) {
  return (
    <svg width={size} height={size} aria-hidden focusable="false" className={className} data-icon={name}>
      <use href={symbolHref(name)} />
    </svg>
  );
}
