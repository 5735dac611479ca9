import { idSchema } from "@classwise/shared";
import { z } from "zod";

export const classIdParams = z.object({ id: idSchema });
export const tags = ["classes"];
