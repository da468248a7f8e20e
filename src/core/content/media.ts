/**
 * Every image on the public site, in one place. Files live in `public/media/`; to use a photograph,
 * put it there and change the entry (keep width and height true to the file, so nothing shifts while
 * it loads). Edit this file by adding or changing entries; each page owns its own section.
 */
export interface MediaImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export const media = {
  // Home page and site-wide images.
  homeBanner: {
    src: '/media/home-banner.svg',
    width: 1600,
    height: 440,
    alt: 'Fairways running down to the Solent on a sunny morning, with a flag on the green and the Isle of Wight on the horizon',
  },
  welcomeBanner: {
    src: '/media/welcome-banner.svg',
    width: 1600,
    height: 1000,
    alt: 'Dusk over a seaside golf course: stars coming out, the sun setting into the sea and a flag on the nearest green',
  },
  whoWeAre: {
    src: '/media/who-we-are.svg',
    width: 800,
    height: 600,
    alt: 'A golf bag on the course, with a path leading past the green to the clubhouse',
  },
  galleryRange: {
    src: '/media/gallery-range.svg',
    width: 600,
    height: 600,
    alt: 'Practice bays on the driving range, with yardage boards at 100, 150 and 200 yards',
  },
  galleryPuttingGreen: {
    src: '/media/gallery-putting-green.svg',
    width: 600,
    height: 600,
    alt: 'A putt rolling towards the hole on the practice putting green',
  },
  galleryBunker: {
    src: '/media/gallery-bunker.svg',
    width: 600,
    height: 600,
    alt: 'A ball in a freshly raked greenside bunker, the flag just beyond',
  },
  galleryJuniors: {
    src: '/media/gallery-juniors.svg',
    width: 600,
    height: 600,
    alt: 'Four juniors of different ages lined up with their clubs for a group lesson',
  },
  galleryCoastline: {
    src: '/media/gallery-coastline.svg',
    width: 800,
    height: 800,
    alt: 'A clifftop fairway curving along the coast, with chalk stacks and a lighthouse out at sea',
  },
  gallerySimulator: {
    src: '/media/gallery-simulator.svg',
    width: 600,
    height: 600,
    alt: 'The indoor simulator studio: a hitting mat facing a screen that shows the fairway and a 164-yard carry',
  },
  galleryTrophy: {
    src: '/media/gallery-trophy.svg',
    width: 600,
    height: 600,
    alt: 'A gold trophy between laurel leaves, won by one of our juniors',
  },
  gallerySunset: {
    src: '/media/gallery-sunset.svg',
    width: 1200,
    height: 600,
    alt: 'A flag silhouetted against the sun setting over the water at the end of a day on the course',
  },
  coachesHero: {
    src: '/media/coaches-hero.svg',
    width: 1200,
    height: 750,
    alt: 'A coaching bay on the range: alignment sticks, a ball on the mat, a launch monitor and a camera on its tripod',
  },
  // Programme pages.
  programsHero: {
    src: '/media/programs-hero.svg',
    width: 1200,
    height: 750,
    alt: 'A fairway winding up a hillside past three small flags to a gold flag on the top green, the sun rising behind',
  },
  programsFacilities: {
    src: '/media/programs-facilities.svg',
    width: 1200,
    height: 800,
    alt: 'The indoor studio: a simulator screen showing a shot’s flight and club speed, a swing-analysis screen and a practice putting green',
  },
  campsHero: {
    src: '/media/camps-hero.svg',
    width: 1200,
    height: 750,
    alt: 'Two simulator bays in the indoor studio, each screen showing a fairway and shot data, with junior golf bags ready beside them',
  },
  juniorLessonsHero: {
    src: '/media/junior-lessons-hero.svg',
    width: 1200,
    height: 750,
    alt: 'A sunny practice green set out for a junior group lesson, with small target flags, balls and a golf bag',
  },
  adultLessonsHero: {
    src: '/media/adult-lessons-hero.svg',
    width: 1200,
    height: 750,
    alt: 'A links green beside the sea at sunset, a single flag on the green and a ball teed up in the foreground',
  },
  developmentSquadHero: {
    src: '/media/development-squad-hero.svg',
    width: 1200,
    height: 750,
    alt: 'A floodlit putting green on a Friday evening, four balls gathered around the hole',
  },
} satisfies Record<string, MediaImage>;
