import { sql } from 'kysely';

// A list as one SQL parameter: both drivers (node-postgres, PGlite) pass a text alike, where a
// JavaScript array would be up to each driver's own serialization.

/** ids as a `uuid[]` (an empty list is an empty array) */
export const uuidArray = (ids: readonly string[]) => sql<string[]>`string_to_array(${ids.join(',')}, ',')::uuid[]`;

/** whole numbers as an `int[]` */
export const intArray = (numbers: readonly number[]) => sql<number[]>`string_to_array(${numbers.join(',')}, ',')::int[]`;
