/** Shapes shared by the programme pages' content (public-site §3). */
export interface Feature {
  title: string;
  text: string;
}

export interface Step {
  title: string;
  text: string;
}

export interface KeyFact {
  value: string;
  label: string;
}

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

export interface FaqItem {
  question: string;
  answer: string;
  defaultOpen?: boolean;
}

/** A junior lesson option (public-site §3). */
export interface LessonOption {
  title: string;
  subtitle: string;
  price: string;
  duration: string;
  features: string[];
  popular: boolean;
}
