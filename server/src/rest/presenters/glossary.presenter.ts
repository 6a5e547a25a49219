import type { GlossaryEntryView, GlossaryPhotoView } from '../../services/glossary.service';

/** The legacy glossary photo shape (spec §3): glossary_photo_id, s3_link, definition_text (+ sizes). */
export function presentGlossaryPhoto(photo: GlossaryPhotoView) {
  return {
    glossary_photo_id: photo.id,
    glossary_id: photo.entryId,
    s3_link: photo.s3Link,
    definition_text: photo.definitionText,
    sequence: photo.sequence,
    width: photo.width,
    height: photo.height,
    widths: photo.widths,
  };
}

/** The legacy glossary entry shape (spec §3): glossary_id, term, definition, photos (+ version, the Spanish pair). */
export function presentGlossaryEntry(entry: GlossaryEntryView) {
  return {
    glossary_id: entry.id,
    term: entry.term,
    definition: entry.definition,
    term_es: entry.termEs,
    definition_es: entry.definitionEs,
    version: entry.version,
    photos: entry.photos.map(presentGlossaryPhoto),
  };
}
