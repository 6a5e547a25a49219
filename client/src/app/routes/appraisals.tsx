import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Alert, List, Stack, Table, Text, Title } from '@mantine/core';
import { ScreenTitle } from '@/components/ui/screen-title';
import classes from './appraisals.module.css';

/** Approximate trunk cross-sectional area of a 24-inch box tree, by appraisal group (square inches). */
const boxTreeAreas = [
  { group: 1, area: '2.09' },
  { group: 2, area: '2.24' },
  { group: 3, area: '3.80' },
  { group: 4, area: '4.75' },
];

export default function AppraisalsRoute() {
  return (
    <Stack gap="lg" maw={820}>
      <ScreenTitle name="titles.appraisals" />
      <Title order={1}>Tree Appraisal</Title>

      <section aria-labelledby="committee-statement">
        <Title order={2} id="committee-statement" size="h3" mb="xs">
          Statement of the Regional Plant Appraisal Committee
        </Title>
        <Stack gap="sm">
          <Text>
            Many trees in SelecTree carry an appraisal group. The groups come from the Regional Plant Appraisal
            Committee, which adapts the national plant appraisal guide to the species and growing conditions of this
            region. Appraisers use them with the trunk formula technique: a tree&apos;s value starts from the cost of
            the largest replacement tree commonly sold, is scaled by the size of the trunk, and is then adjusted for the
            species, the tree&apos;s condition and its location.
          </Text>
          <Text>
            The replacement tree used as the reference is a 24-inch box tree. Its trunk is smaller or larger depending
            on how the species grows in the nursery, so each group has its own reference trunk area.
          </Text>
        </Stack>
      </section>

      <section aria-labelledby="box-tree-areas">
        <Title order={2} id="box-tree-areas" size="h3" mb="xs">
          Reference trunk area of a 24-inch box tree
        </Title>
        <Table.ScrollContainer minWidth={320}>
          <Table withTableBorder withColumnBorders striped captionSide="top" className={classes.table}>
            <Table.Caption>Approximate cross-sectional area of the trunk, by appraisal group</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Appraisal group</Table.Th>
                <Table.Th scope="col">Cross-sectional area (square inches)</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {boxTreeAreas.map((row) => (
                <Table.Tr key={row.group}>
                  <Table.Th scope="row">Group {row.group}</Table.Th>
                  <Table.Td>{row.area}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </section>

      <section aria-labelledby="appraisal-notes">
        <Title order={2} id="appraisal-notes" size="h3" mb="xs">
          Notes
        </Title>
        <List spacing="sm" className={classes.notes}>
          <List.Item>
            <Text span fw={700}>
              Cost.{' '}
            </Text>
            The installed price of a 24-inch box tree changes with the nursery, the region and the year. Ask local
            growers for current prices and divide the price by the area above to get a cost per square inch of trunk.
            The areas are approximations, not prices.
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              Species.{' '}
            </Text>
            A group describes how a species usually performs in the region. A cultivar, an individual tree or a local
            condition can justify a different rating; the appraiser&apos;s judgement decides.
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              Palms.{' '}
            </Text>
            Palms are not appraised by trunk area, because their trunks do not thicken as they grow taller. They are
            valued by the height of brown trunk, in dollars per brown trunk foot.
          </List.Item>
        </List>
      </section>

      <Alert variant="light" color="forest" title="Guidance, not an appraisal">
        These figures help you understand an appraisal. For the value of a particular tree, consult a qualified arborist
        who appraises trees.
      </Alert>
    </Stack>
  );
}
