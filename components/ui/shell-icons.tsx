// The few icons of the header, the footer and the language picker, drawn here
// on the same 15 px grid as @radix-ui/react-icons. That package is one module:
// whichever page imports any icon receives every icon the app uses (11 KB
// gzip), so the parts on every page draw their own and leave it to the pages
// that need more.
import type { ReactNode, SVGProps } from "react";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;

export function Icon({ children, width = 15, height = 15, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={width}
      height={height}
      viewBox="0 0 15 15"
      fill="none"
      stroke="currentColor"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M2 4h11M2 7.5h11M2 11h11" />
    </Icon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3.5 3.5l8 8M11.5 3.5l-8 8" />
    </Icon>
  );
}

export function SunIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="7.5" cy="7.5" r="2.75" />
      <path d="M7.5 1v1.5M7.5 12.5V14M1 7.5h1.5M12.5 7.5H14M2.9 2.9l1.06 1.06M11.04 11.04l1.06 1.06M2.9 12.1l1.06-1.06M11.04 3.96l1.06-1.06" />
    </Icon>
  );
}

export function MoonIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12.8 9.3A5.5 5.5 0 0 1 5.7 2.2a5.5 5.5 0 1 0 7.1 7.1z" />
    </Icon>
  );
}

export function DesktopIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="1.5" y="2.5" width="12" height="8" rx="1" />
      <path d="M5.5 13h4M7.5 10.5V13" />
    </Icon>
  );
}

export function GlobeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="7.5" cy="7.5" r="6" />
      <ellipse cx="7.5" cy="7.5" rx="2.6" ry="6" />
      <path d="M1.5 7.5h12" />
    </Icon>
  );
}

/** The closed list's arrow, as Radix Themes draws it beside a Select's value (9 px). */
export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon width={9} height={9} viewBox="0 0 9 9" {...props}>
      <path d="M1 3.2l3.5 3.3L8 3.2" />
    </Icon>
  );
}
