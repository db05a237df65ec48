/**
 * bench:sites' Lighthouse pass: a theme's sample content with uploaded images where the content model holds
 * them (hero, about, team photos, a gallery when the theme draws one), so a page is measured with its pictures
 * as a customer's would be. The photos are made here with sharp (a gradient with noise, so they compress like
 * photos, not like flat colour).
 */
import sharp from 'sharp';
import type { SiteContent, SiteImage, SiteSection } from '@core/api';

export async function photoBytes(width: number, height: number, hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},55%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},45%,70%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.3}" cy="${height * 0.4}" r="${height * 0.25}" fill="hsl(${(hue + 180) % 360},40%,60%)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** The sample content with `image` on its hero and about, photos on its team, and a gallery if the theme draws one. */
export function withImages(
  content: SiteContent,
  image: (alt: string) => SiteImage,
  drawsGallery: boolean,
): SiteContent {
  const sections: SiteSection[] = content.sections.map((section) => {
    if (section.type === 'hero' || section.type === 'about') {
      return { ...section, props: { ...section.props, image: image(`Foto: ${section.props.title}`) } } as SiteSection;
    }
    if (section.type === 'team') {
      const members = section.props.members.map((member) => ({
        ...member,
        photo: image(`Ritratto di ${member.name}`),
      }));
      return { ...section, props: { ...section.props, members } } as SiteSection;
    }
    return section;
  });
  if (drawsGallery && !sections.some((section) => section.type === 'gallery')) {
    const at = Math.max(
      0,
      sections.findIndex((section) => section.type === 'contacts'),
    );
    sections.splice(at, 0, {
      id: 'galleria',
      type: 'gallery',
      props: {
        title: 'Galleria',
        images: [1, 2, 3].map((n) => ({ image: image(`Foto ${n} del locale`), caption: `Foto ${n}` })),
      },
    } as SiteSection);
  }
  return { ...content, sections };
}
