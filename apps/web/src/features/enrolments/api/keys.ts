/** Everything cached about the student's enrolments lives under this key, so Refresh reloads it all. */
export const enrolmentsKey = ["enrolments"] as const;
