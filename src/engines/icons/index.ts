export { generateIconSet, type IconSet, type IconSetRequest, type GeneratedIcon } from "./generate";
export { chooseIcons, matchTopics, iconsTaggedWith } from "./match";
export { iconSvg, type IconShape, type IconStyle } from "./draw";
export { schemeForHue, hueForText, type IconScheme } from "./scheme";
export { iconTopics } from "./topics";
