import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from "chart.js";
import { useEffect, useRef } from "react";
import { useMediaQuery } from "../../lib/use-media-query";
import type { ChartSeries } from "./chart-panel";

// Only the parts these charts draw: the rest of Chart.js is shaken out of the chunk.
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

/** Colours of the series, readable on white and on the dark theme's slate-900. */
const tones: Record<ChartSeries["tone"], { light: string; dark: string }> = {
  brand: { light: "#4f46e5", dark: "#818cf8" },
  emerald: { light: "#047857", dark: "#34d399" },
  amber: { light: "#b45309", dark: "#fbbf24" },
  rose: { light: "#be123c", dark: "#fb7185" },
  sky: { light: "#0369a1", dark: "#38bdf8" },
};

export interface ChartCanvasProps {
  kind: "bar" | "line";
  labels: readonly string[];
  series: readonly ChartSeries[];
  format: (value: number) => string;
}

/** The drawn chart (Chart.js on a canvas); the table beside it carries the same figures for everyone. */
export default function ChartCanvas({ kind, labels, series, format }: ChartCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const dark = useMediaQuery("(prefers-color-scheme: dark)");

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const text = dark ? "#cbd5e1" : "#475569";
    const grid = dark ? "rgba(148, 163, 184, 0.2)" : "rgba(100, 116, 139, 0.2)";
    const chart = new Chart(canvas, {
      type: kind,
      data: {
        labels: [...labels],
        datasets: series.map((item) => {
          const colour = dark ? tones[item.tone].dark : tones[item.tone].light;
          return {
            label: item.label,
            data: [...item.values],
            backgroundColor: colour,
            borderColor: colour,
            borderWidth: kind === "line" ? 2 : 0,
            pointRadius: kind === "line" ? 2 : 0,
          };
        }),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: "index", intersect: false },
        plugins: {
          legend: { labels: { color: text, boxWidth: 12 } },
          tooltip: { callbacks: { label: (item) => `${item.dataset.label}: ${format(Number(item.raw))}` } },
        },
        scales: {
          x: { ticks: { color: text, maxRotation: 0, autoSkipPadding: 12 }, grid: { display: false } },
          y: {
            beginAtZero: true,
            ticks: { color: text, callback: (value) => format(Number(value)), maxTicksLimit: 6 },
            grid: { color: grid },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [kind, labels, series, format, dark]);

  return <canvas ref={canvasRef} />;
}
