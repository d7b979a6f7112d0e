// The icons of the journal and a dream's page, drawn here on the 15 px grid of
// shell-icons.tsx. @radix-ui/react-icons is one module: a page that imports
// one icon from it receives every icon the app uses, so the pages people open
// every morning draw their own (the rest of the app still uses the package).
import { Icon, type IconProps } from "./shell-icons";

export { CloseIcon as CrossIcon } from "./shell-icons";

export const PlusIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7.5 2.5v10M2.5 7.5h10" />
  </Icon>
);

export const SearchIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="6.5" cy="6.5" r="4" />
    <path d="M9.5 9.5l3.5 3.5" />
  </Icon>
);

export const SlidersIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2 4.5h2M7 4.5h6M2 10.5h6M11 10.5h2" />
    <circle cx="5.5" cy="4.5" r="1.5" />
    <circle cx="9.5" cy="10.5" r="1.5" />
  </Icon>
);

export const ChevronLeftIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9 3.5l-4 4 4 4" />
  </Icon>
);

export const ChevronRightIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 3.5l4 4-4 4" />
  </Icon>
);

export const ChevronDownIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3.5 6l4 4 4-4" />
  </Icon>
);

export const MagicWandIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2.5 12.5l7-7M8.5 4.5l2 2" />
    <path d="M11.5 1.5v2M10.5 2.5h2M12.5 6.5v1.5M11.75 7.25h1.5M5.5 1.5v1.5M4.75 2.25h1.5" />
  </Icon>
);

export const DownloadIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7.5 2v8M4 7l3.5 3.5L11 7M2.5 13h10" />
  </Icon>
);

export const UploadIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7.5 10.5V2.5M4 6l3.5-3.5L11 6M2.5 13h10" />
  </Icon>
);

export const EyeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M1.5 7.5C3 4.5 5 3 7.5 3s4.5 1.5 6 4.5c-1.5 3-3.5 4.5-6 4.5s-4.5-1.5-6-4.5z" />
    <circle cx="7.5" cy="7.5" r="2" />
  </Icon>
);

export const PencilIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10 2.5l2.5 2.5-7.5 7.5H2.5V10zM8.5 4l2.5 2.5" />
  </Icon>
);

export const ShareIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="11" cy="3.5" r="1.5" />
    <circle cx="4" cy="7.5" r="1.5" />
    <circle cx="11" cy="11.5" r="1.5" />
    <path d="M9.7 4.25L5.3 6.75M5.3 8.25l4.4 2.5" />
  </Icon>
);

export const TrashIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2.5 4h10M6 4V2.5h3V4M4 4l.7 8.5h5.6L11 4M6.5 6.5v4M8.5 6.5v4" />
  </Icon>
);

export const ReloadIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12.5 7.5A5 5 0 1 1 11 4M11.5 1.5v3h-3" />
  </Icon>
);

export const SyncIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2.5 7.5A5 5 0 0 1 11 4M12.5 7.5A5 5 0 0 1 4 11M11.5 1.5v3h-3M3.5 13.5v-3h3" />
  </Icon>
);

export const PlayIcon = (props: IconProps) => (
  <Icon fill="currentColor" {...props}>
    <path d="M4.5 2.5v10l8-5z" />
  </Icon>
);

export const StopIcon = (props: IconProps) => (
  <Icon fill="currentColor" {...props}>
    <rect x="3.5" y="3.5" width="8" height="8" rx="1" />
  </Icon>
);

export const ArrowLeftIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12.5 7.5h-10M6.5 3.5l-4 4 4 4" />
  </Icon>
);

const STAR = "M7.5 1.5l1.8 3.8 4.2.5-3.1 2.8.8 4.2-3.7-2.1-3.7 2.1.8-4.2-3.1-2.8 4.2-.5z";

export const StarIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d={STAR} />
  </Icon>
);

export const StarFilledIcon = (props: IconProps) => (
  <Icon fill="currentColor" {...props}>
    <path d={STAR} />
  </Icon>
);
