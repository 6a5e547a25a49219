import { Fragment } from 'react';
import { scientificNameParts } from '@/lib/catalogue-labels';

/** A scientific name as botanists print it: italic, with ×, ranks and cultivar names upright. */
export function ScientificName({ name }: { name: string }) {
  return (
    <>
      {scientificNameParts(name).map((part, index) =>
        part.italic ? <em key={index}>{part.text}</em> : <Fragment key={index}>{part.text}</Fragment>,
      )}
    </>
  );
}
