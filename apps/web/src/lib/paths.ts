/** Every route of the web app (product §2 route table), defined once in the shared package. */
export { paths } from "@classwise/shared";
