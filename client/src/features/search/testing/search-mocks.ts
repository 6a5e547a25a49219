import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { ZipCodeDocument } from '@/generated/graphql';
import {
  SearchByNameDocument,
  SearchCharacteristicsDocument,
  SearchTreesDocument,
  type SearchByNameQueryVariables,
  type SearchCharacteristicsQuery,
  type SearchTreesQueryVariables,
  type TreeCardFieldsFragment,
} from '../generated/graphql';

/* Canned GraphQL answers for the search screens' tests. */

const choice = (value: string, label = value) => ({ __typename: 'SearchChoice' as const, value, label });
const code = (value: number, label: string) => ({ __typename: 'SearchCodeChoice' as const, value, label });

export const sampleChoices: SearchCharacteristicsQuery['searchCharacteristics'] = {
  __typename: 'SearchCharacteristics',
  treeShapes: ['Round', 'Vase', 'Columnar'],
  leafForms: ['Simple', 'Trifoliate', 'Palmately Compound', 'Pinnately Compound', 'Bipinnately Compound'],
  leafArrangements: ['Alternate', 'Alternate/Whorled', 'Opposite', 'Opposite/Whorled', 'Whorled'],
  flowerColors: ['Red', 'White', 'Yellow'],
  fruitTypes: ['Acorn', 'Berry'],
  foliageTypes: ['Deciduous', 'Partly Deciduous', 'Evergreen'],
  plantingArea: [code(1, '2 to 4 ft'), code(2, '4 to 7 ft'), code(3, 'More than 7 ft')],
  climateZones: [
    choice('northern-california-coast', 'Northern California Coast'),
    choice('southern-desert', 'Southern Desert'),
  ],
  usdaZones: [2, 3, 4, 5, 6, 7, 8, 9, 10],
  sunsetZones: ['1', '2', '14', 'H1'],
  saltTolerances: ['Low', 'Moderate', 'High'],
  windResistances: ['Lowest', 'Medium Low', 'Medium High', 'Highest'],
  waterUseRatings: [choice('VL', 'Very Low'), choice('L', 'Low'), choice('M', 'Moderate'), choice('H', 'High')],
  sunExposures: [code(3, 'Full Sun'), code(2, 'Partial Shade'), code(1, 'Shade')],
  utilityPrecautions: [
    choice('low-zone', 'Low zone (up to 25 ft)'),
    choice('medium-zone', 'Medium zone (up to 35 ft)'),
  ],
  heightMarks: [0, 25, 50, 75, 100],
  widthMarks: [0, 25, 50, 75],
  resultsPerPage: [30, 50, 100],
  sorts: [code(1, 'Scientific Name A-Z'), code(2, 'Scientific Name Z-A')],
};

const forever = { maxUsageCount: Number.POSITIVE_INFINITY };

export function searchCharacteristicsMock(
  answer: SearchCharacteristicsQuery['searchCharacteristics'] | Error = sampleChoices,
): MockLink.MockedResponse {
  return {
    request: { query: SearchCharacteristicsDocument },
    ...(answer instanceof Error ? { error: answer } : { result: { data: { searchCharacteristics: answer } } }),
    ...forever,
  };
}

export function zipCodeMock(zip: string, usdaZone: string | null, delay = 0): MockLink.MockedResponse {
  return {
    request: { query: ZipCodeDocument, variables: { zip } },
    result: {
      data: {
        zipCode: usdaZone ? { __typename: 'ResolvedZip', zip, city: 'DAVIS', usdaZone } : null,
      },
    },
    delay,
    ...forever,
  };
}

export function treeCard(id: number, scientificName: string, extra: Partial<TreeCardFieldsFragment> = {}) {
  return {
    __typename: 'TreeCard' as const,
    id,
    scientificName,
    commonName: scientificName.toUpperCase(),
    family: 'Fagaceae',
    photoLink: `${id}/cover.jpg`,
    photoWidths: [],
    photoCredit: null as string | null,
    heightHigh: 60,
    lowZone: false,
    draft: false,
    ...extra,
  };
}

type SearchAnswer = {
  cards: TreeCardFieldsFragment[];
  totalResults: number;
  resolvedZip?: { zip: string; usdaZone: string } | null;
};

export function searchTreesMock(
  variables: SearchTreesQueryVariables,
  answer: SearchAnswer | Error,
  delay = 0,
): MockLink.MockedResponse {
  return {
    request: { query: SearchTreesDocument, variables },
    ...(answer instanceof Error
      ? { error: answer }
      : {
          result: {
            data: {
              searchTrees: {
                __typename: 'TreeSearchPayload',
                totalResults: answer.totalResults,
                activePage: variables.page,
                resultsPerPage: variables.resultsPerPage,
                pageResults: answer.cards,
                resolvedZip: answer.resolvedZip
                  ? { __typename: 'ResolvedZip', zip: answer.resolvedZip.zip, usdaZone: answer.resolvedZip.usdaZone }
                  : null,
              },
            },
          },
        }),
    delay,
    ...forever,
  };
}

export function searchByNameMock(variables: SearchByNameQueryVariables, answer: SearchAnswer): MockLink.MockedResponse {
  return {
    request: { query: SearchByNameDocument, variables },
    result: {
      data: {
        searchByName: {
          __typename: 'TreeSearchPayload',
          totalResults: answer.totalResults,
          activePage: variables.page,
          resultsPerPage: variables.resultsPerPage,
          pageResults: answer.cards,
        },
      },
    },
    ...forever,
  };
}

/** The server refusing a search with a GraphQL error (BAD_USER_INPUT: a validation message). */
export function searchTreesRefusedMock(
  variables: SearchTreesQueryVariables,
  message: string,
  code = 'BAD_USER_INPUT',
): MockLink.MockedResponse {
  return {
    request: { query: SearchTreesDocument, variables },
    result: { errors: [new GraphQLError(message, { extensions: { code } })] },
    ...forever,
  };
}
