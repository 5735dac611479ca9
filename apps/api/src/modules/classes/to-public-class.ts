import { type Category, type ClassStatus, centsToDollars, type PublicClass } from "@classwise/shared";
import type { ClassRow } from "./repository.js";

/** A class as the public API shows it: price in dollars, ISO dates, the enrolled count (never the list). */
export function toPublicClass(row: ClassRow, isEnrolled?: boolean): PublicClass {
  return {
    _id: row.id,
    title: row.title,
    image: row.image,
    price: centsToDollars(row.priceCents),
    description: row.description,
    teacherName: row.teacherName,
    teacherEmail: row.teacherEmail,
    teacherUid: row.teacherId,
    status: row.status as ClassStatus,
    category: row.category as Category,
    rating: row.ratingTenths === null ? null : row.ratingTenths / 10,
    ratingCount: row.ratingCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    enrolledCount: row.enrolledCount,
    ...(isEnrolled === undefined ? {} : { isEnrolled }),
  };
}
