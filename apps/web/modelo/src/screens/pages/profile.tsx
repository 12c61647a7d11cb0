// Profile ('Perfil'): GET /profile/data — header, about column, posts and a column of photos, people and a poll.
import { Grid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DemoPage, ErrorNotice, PageLoader } from '../../app/page.tsx';
import { demoApi } from '../../lib/api.ts';
import { ProfileAbout } from './profile-about.tsx';
import { ProfileHeader } from './profile-header.tsx';
import { ProfilePosts } from './profile-posts.tsx';
import { ProfileSide } from './profile-side.tsx';
import type { ProfileData } from './profile-types.ts';

export function ProfilePage() {
  const data = useQuery({
    queryKey: ['pages', 'profile'],
    queryFn: () => demoApi.get<ProfileData>('/profile/data'),
  });
  return (
    <DemoPage title="Perfil" trail={[{ label: 'Páginas' }]}>
      {data.isPending ? (
        <PageLoader />
      ) : data.isError ? (
        <ErrorNotice error={data.error} />
      ) : (
        <>
          <ProfileHeader header={data.data.header} />
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 6, lg: 3 }} order={{ base: 2, lg: 1 }}>
              <ProfileAbout data={data.data} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 6 }} order={{ base: 1, lg: 2 }}>
              <ProfilePosts posts={data.data.post} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6, lg: 3 }} order={{ base: 3 }}>
              <ProfileSide data={data.data} />
            </Grid.Col>
          </Grid>
        </>
      )}
    </DemoPage>
  );
}
