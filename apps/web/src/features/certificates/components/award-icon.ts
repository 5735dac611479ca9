import { statIcons } from "../../../components/ui/stat-cards";

/** A rosette with ribbons: the certificate pictogram of the stat cards. */
export const awardIcon = statIcons.certificates;
