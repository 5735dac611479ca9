import type { Role } from "@classwise/shared";

/** Who is calling: resolved from the bearer token on every request, role read fresh from the database. */
export interface Actor {
  uid: string;
  email: string;
  name: string;
  photoURL: string;
  role: Role;
  sessionId: string;
  /** The client address the call came from (behind TRUST_PROXY hops), recorded in the audit log. */
  address: string;
}
