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

/** The legacy glossary entry shape (spec §3): glossary_id, term, definition, photos (+ version). */
export function presentGlossaryEntry(entry: GlossaryEntryView) {
  return {
    glossary_id: entry.id,
    term: entry.term,
    definition: entry.definition,
    version: entry.version,
    photos: entry.photos.map(presentGlossaryPhoto),
  };
}
