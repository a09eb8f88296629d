/**
 * The hero's particle background: 120 drifting points joined by faint lines
 * when close, drawn on one canvas. Loaded on demand by the hero (never under
 * prefers-reduced-motion); it stops drawing while the canvas is off-screen or
 * the tab is hidden.
 */

export const PARTICLE_COUNT = 120;
const LINK_DISTANCE = 90;
const LINK_DISTANCE_SQUARED = LINK_DISTANCE * LINK_DISTANCE;
/** Opacity steps of the connecting lines. */
const LINK_LEVELS = 4;
const COLOR = "94, 234, 212";

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  r: number;
}

/** Starts the animation; the returned function stops it and releases every listener. */
export function startParticles(canvas: HTMLCanvasElement, count = PARTICLE_COUNT): () => void {
  const context = canvas.getContext("2d");
  if (!context) return () => {};
  let width = 0;
  let height = 0;
  let frame = 0;
  let onScreen = true;
  let particles: Particle[] = [];

  function resize() {
    // A soft decoration needs no high-density pixels; one canvas pixel per CSS
    // pixel keeps each frame cheap on phones.
    const ratio = 1;
    width = canvas.clientWidth;
    height = canvas.clientHeight;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    context?.setTransform(ratio, 0, 0, ratio, 0, 0);
    if (particles.length === 0) {
      particles = Array.from({ length: count }, () => ({
        x: Math.random() * width,
        y: Math.random() * height,
        vx: (Math.random() - 0.5) * 0.4,
        vy: (Math.random() - 0.5) * 0.4,
        r: 0.8 + Math.random() * 1.6,
      }));
    }
  }

  function draw() {
    if (!context) return;
    context.clearRect(0, 0, width, height);
    for (const particle of particles) {
      particle.x += particle.vx;
      particle.y += particle.vy;
      if (particle.x < 0 || particle.x > width) particle.vx *= -1;
      if (particle.y < 0 || particle.y > height) particle.vy *= -1;
    }
    // Lines are grouped into a few opacity levels and each level is stroked
    // once: a handful of draw calls per frame instead of one per line.
    const levels: Path2D[] = Array.from({ length: LINK_LEVELS }, () => new Path2D());
    for (let i = 0; i < particles.length; i += 1) {
      const a = particles[i];
      if (!a) continue;
      for (let j = i + 1; j < particles.length; j += 1) {
        const b = particles[j];
        if (!b) continue;
        const dx = a.x - b.x;
        const dy = a.y - b.y;
        const squared = dx * dx + dy * dy;
        if (squared >= LINK_DISTANCE_SQUARED) continue;
        const closeness = 1 - Math.sqrt(squared) / LINK_DISTANCE;
        const level = levels[Math.min(LINK_LEVELS - 1, Math.floor(closeness * LINK_LEVELS))];
        level?.moveTo(a.x, a.y);
        level?.lineTo(b.x, b.y);
      }
    }
    context.lineWidth = 1;
    levels.forEach((path, level) => {
      context.strokeStyle = `rgba(${COLOR}, ${(0.14 * (level + 1)) / LINK_LEVELS})`;
      context.stroke(path);
    });
    const dots = new Path2D();
    for (const particle of particles) {
      dots.moveTo(particle.x + particle.r, particle.y);
      dots.arc(particle.x, particle.y, particle.r, 0, Math.PI * 2);
    }
    context.fillStyle = `rgba(${COLOR}, 0.55)`;
    context.fill(dots);
    frame = requestAnimationFrame(draw);
  }

  function update() {
    const shouldRun = onScreen && document.visibilityState === "visible";
    canvas.dataset.running = String(shouldRun);
    if (shouldRun && frame === 0) frame = requestAnimationFrame(draw);
    if (!shouldRun && frame !== 0) {
      cancelAnimationFrame(frame);
      frame = 0;
    }
  }

  const resizeObserver = new ResizeObserver(resize);
  resizeObserver.observe(canvas);
  const intersectionObserver = new IntersectionObserver((entries) => {
    onScreen = entries.some((entry) => entry.isIntersecting);
    update();
  });
  intersectionObserver.observe(canvas);
  document.addEventListener("visibilitychange", update);
  resize();
  update();

  return () => {
    cancelAnimationFrame(frame);
    frame = 0;
    resizeObserver.disconnect();
    intersectionObserver.disconnect();
    document.removeEventListener("visibilitychange", update);
    canvas.dataset.running = "false";
  };
}
